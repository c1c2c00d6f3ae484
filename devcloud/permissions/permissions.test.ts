/** Smart sessions through the whole devcloud app: real signatures (anvil dev keys), checked by recovery. */
import { describe, expect, it } from 'vitest';
import { ACCOUNT, ALICE, MALLORY, QUERY, setupSessionsApp } from '../sessions/sessionsApp.fixture.ts';
import { grantText, revokeText, type GrantedPermission } from '../../src/core/smartSessions.ts';

const setup = setupSessionsApp;

let contexts = 0;
function grantOf(input: Partial<GrantedPermission> = {}): GrantedPermission {
  return {
    context: `0x${(++contexts).toString(16).padStart(64, '0')}`,
    chainId: '0x7a69',
    address: ALICE.address,
    expiry: Math.floor(Date.now() / 1000) + 3600,
    signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x04ab' } },
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1', period: 86400 } }],
    ...input,
  };
}

describe('smart sessions', () => {
  it('records a grant signed by the account, lists it beside the sign-in sessions, and revokes it only with the account’s signature', async () => {
    const { json, post } = setup();
    const grant = grantOf();
    const recorded = await post(`/v1/sessions/${ACCOUNT}/permissions`, {
      grant,
      signature: await ALICE.signMessage({ message: grantText(grant) }),
    });
    expect(recorded).toEqual({ status: 200, body: { pci: grant.context } });

    expect(await json(`/v1/sessions/${ACCOUNT.toLowerCase()}?${QUERY}`)).toEqual({
      status: 200,
      body: { sessions: [], permissions: [grant] },
    });

    const path = `/v1/sessions/${ACCOUNT}/revoke?${QUERY}`;
    // Knowing the id is not enough: the signature must be the account's, over this revoke text.
    expect(await post(path, { pci: grant.context, signature: await MALLORY.signMessage({ message: revokeText(grant.context) }) })).toEqual({
      status: 401,
      body: { message: 'Invalid signature' },
    });
    expect(await post(path, { pci: grant.context, signature: await ALICE.signMessage({ message: grantText(grant) }) })).toMatchObject({
      status: 401,
    });
    expect(await post(path, { pci: grant.context, signature: 'not-hex' })).toMatchObject({ status: 401 });
    expect(
      await post(`/v1/sessions/eip155:31337:${MALLORY.address}/revoke?${QUERY}`, { pci: grant.context, signature: '0x00' }),
    ).toMatchObject({
      status: 404,
    });

    const signature = await ALICE.signMessage({ message: revokeText(grant.context) });
    expect(await post(path, { pci: grant.context, signature })).toEqual({ status: 200, body: { success: true } });
    expect((await json(`/v1/sessions/${ACCOUNT}?${QUERY}`)).body).toEqual({ sessions: [], permissions: [] });
    expect(await post(path, { pci: grant.context, signature })).toMatchObject({ status: 404 });
  });

  it('refuses a grant signed by another key, for another account, expired, reused or malformed', async () => {
    const { json, post } = setup();
    const path = `/v1/sessions/${ACCOUNT}/permissions`;
    const grant = grantOf();
    expect(await post(path, { grant, signature: await MALLORY.signMessage({ message: grantText(grant) }) })).toEqual({
      status: 401,
      body: { message: 'Invalid signature' },
    });
    // The signature covers the whole grant: a widened allowance does not verify.
    const signed = await ALICE.signMessage({ message: grantText(grant) });
    const widened = { ...grant, permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0xffff', period: 86400 } }] };
    expect(await post(path, { grant: widened, signature: signed })).toMatchObject({ status: 401 });

    const other = grantOf({ address: MALLORY.address });
    expect(await post(path, { grant: other, signature: await MALLORY.signMessage({ message: grantText(other) }) })).toMatchObject({
      status: 400,
    });
    const expired = grantOf({ expiry: Math.floor(Date.now() / 1000) - 1 });
    expect(await post(path, { grant: expired, signature: await ALICE.signMessage({ message: grantText(expired) }) })).toMatchObject({
      status: 400,
    });
    expect(await post(path, { grant: { ...grant, permissions: 'all' }, signature: signed })).toMatchObject({ status: 400 });
    expect(await post(`/v1/sessions/solana:abc:xyz/permissions`, { grant, signature: signed })).toMatchObject({ status: 400 });

    expect((await post(path, { grant, signature: signed })).status).toBe(200);
    expect(await post(path, { grant, signature: signed })).toEqual({ status: 409, body: { message: 'Permission context already used' } });
    expect((await json(`/v1/sessions/${ACCOUNT}?${QUERY}`)).body.permissions).toEqual([grant]);
  });
});
