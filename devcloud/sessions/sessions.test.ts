/**
 * The sign-in sessions API through the whole devcloud app: real signatures (an anvil dev key; an ed25519 key for
 * Solana), checked by recovery here (the chain-backed verifier is the names API's, tested there).
 */
import { webcrypto } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { signInRevokeText } from '../../src/core/siwx.ts';
import { ACCOUNT, ALICE, MALLORY, QUERY, setupSessionsApp } from './sessionsApp.fixture.ts';
import { SOLANA_CAIP_NETWORK_ID } from '../solana/chain.ts';

const setup = setupSessionsApp;

let nonces = 0;
function message(input: { address?: string; chain?: string; domain?: string; nonce?: string; expires?: string } = {}) {
  const nonce = input.nonce ?? `nonce${String(++nonces).padStart(8, '0')}`;
  const chain = input.chain ?? '31337';
  const address = input.address ?? ALICE.address;
  const text = [
    `${input.domain ?? 'localhost:3000'} wants you to sign in with your Ethereum account:`,
    address,
    '',
    'URI: http://localhost:3000',
    'Version: 1',
    `Chain ID: ${chain}`,
    `Nonce: ${nonce}`,
    `Issued At: ${new Date().toISOString()}`,
    `Expiration Time: ${input.expires ?? new Date(Date.now() + 60_000).toISOString()}`,
  ].join('\n');
  return { text, data: { accountAddress: address, chainId: `eip155:${chain}`, nonce, domain: 'localhost:3000', version: '1' } };
}

async function signedBody(input: Parameters<typeof message>[0] = {}, signer = ALICE) {
  const { text, data } = message(input);
  return { data, message: text, signature: (await signer.signMessage({ message: text })) as string };
}

describe('sign-in sessions', () => {
  it('keeps a session signed by the account, lists it without its signature (any address case), and revokes it only by a fresh signature of the account', async () => {
    const { json, post } = setup();
    const body = await signedBody();
    const created = await post(`/v1/sessions/${ACCOUNT}?${QUERY}`, body);
    expect(created).toEqual({ status: 200, body: { id: expect.stringMatching(/^siwx_[0-9a-f]{32}$/) } });
    const pci = created.body.id as string;

    const listed = await json(`/v1/sessions/${encodeURIComponent(ACCOUNT.toLowerCase())}?${QUERY}`);
    expect(listed).toEqual({ status: 200, body: { sessions: [{ id: pci, data: body.data, message: body.message }], permissions: [] } });
    expect(JSON.stringify(listed.body)).not.toContain(body.signature);

    const revoke = await ALICE.signMessage({ message: signInRevokeText(pci) });
    // Another app (project) sees none of them, and cannot end them.
    expect((await json(`/v1/sessions/${ACCOUNT}?projectId=other`)).body).toEqual({ sessions: [], permissions: [] });
    expect(await post(`/v1/sessions/${ACCOUNT}/revoke?projectId=other`, { pci, signature: revoke })).toMatchObject({ status: 404 });

    const path = `/v1/sessions/${ACCOUNT}/revoke?${QUERY}`;
    // A stranger: junk, the session's own signature (what the listing used to show), another account's revoke.
    expect(await post(path, { pci, signature: '0xdead' })).toMatchObject({ status: 401 });
    expect(await post(path, { pci, signature: body.signature })).toEqual({ status: 401, body: { message: 'Invalid signature' } });
    expect(await post(path, { pci, signature: await MALLORY.signMessage({ message: signInRevokeText(pci) }) })).toMatchObject({
      status: 401,
    });
    expect((await json(`/v1/sessions/${ACCOUNT}?${QUERY}`)).body.sessions).toHaveLength(1);

    expect(await post(path, { pci, signature: revoke })).toEqual({ status: 200, body: { success: true } });
    expect((await json(`/v1/sessions/${ACCOUNT}?${QUERY}`)).body).toEqual({ sessions: [], permissions: [] });
    expect(await post(path, { pci, signature: revoke })).toMatchObject({ status: 404 });
  });

  it('refuses another signer, a reused nonce, another domain, another account, an expired message and a non-message', async () => {
    const { post } = setup();
    const path = `/v1/sessions/${ACCOUNT}?${QUERY}`;
    expect(await post(path, await signedBody({}, MALLORY))).toEqual({ status: 401, body: { message: 'Invalid signature' } });

    const body = await signedBody({ nonce: 'replayed1' });
    expect((await post(path, body)).status).toBe(200);
    expect(await post(path, body)).toEqual({ status: 409, body: { message: 'Nonce already used' } });

    expect(await post(path, await signedBody({ domain: 'evil.example' }))).toMatchObject({ status: 403 });
    expect(await post(`/v1/sessions/eip155:31337:${MALLORY.address}?${QUERY}`, await signedBody())).toMatchObject({ status: 400 });
    expect(await post(`/v1/sessions/eip155:1:${ALICE.address}?${QUERY}`, await signedBody())).toMatchObject({ status: 400 });
    expect(await post(path, await signedBody({ expires: new Date(Date.now() - 1).toISOString() }))).toMatchObject({ status: 400 });
    expect(await post(path, { ...(await signedBody()), message: 'hello' })).toMatchObject({ status: 400 });
    expect(await post(`/v1/sessions/not-an-account?${QUERY}`, await signedBody())).toMatchObject({ status: 400 });
    expect((await post(`/v1/sessions/${ACCOUNT}`, await signedBody())).status).toBe(400);
  });

  it('verifies a Solana session as ed25519 over the text', async () => {
    const { json, post } = setup();
    const keys = (await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
    const address = getBase58Decoder().decode(new Uint8Array(await webcrypto.subtle.exportKey('raw', keys.publicKey)));
    const chain = SOLANA_CAIP_NETWORK_ID.slice('solana:'.length);
    const { text } = message({ address, chain });
    const solanaText = text.replace('Ethereum account', 'Solana account');
    const sign = async (t: string) =>
      getBase58Decoder().decode(
        new Uint8Array(await webcrypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, new TextEncoder().encode(t))),
      );
    const account = `solana:${chain}:${address}`;
    const data = { accountAddress: address, chainId: `solana:${chain}`, nonce: /Nonce: (\w+)/.exec(solanaText)![1] };
    expect(
      await post(`/v1/sessions/${account}?${QUERY}`, { data, message: solanaText, signature: await sign(`${solanaText}!`) }),
    ).toMatchObject({
      status: 401,
    });
    expect((await post(`/v1/sessions/${account}?${QUERY}`, { data, message: solanaText, signature: await sign(solanaText) })).status).toBe(
      200,
    );
    expect((await json(`/v1/sessions/${account}?${QUERY}`)).body.sessions).toHaveLength(1);
  });
});
