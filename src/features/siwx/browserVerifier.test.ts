import { isAddressEqual, recoverMessageAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { SiwxSession } from '../../core/siwx.ts';
import { createBrowserSiwx } from './browserVerifier.ts';
import { SIWX_KEYS } from './storageKeys.ts';

// anvil's first two default keys: real keys, real signatures.
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const mallory = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const CHAIN = 'eip155:31337' as const;

function setup(options: { now?: () => number; required?: boolean } = {}) {
  const map = new Map<string, string>();
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
  // The chain's validator (verifySignature.ts, run against anvil in e2e) stands in as recovery: an EOA's check.
  const verifySignature = async ({ data, message, signature }: SiwxSession) =>
    isAddressEqual(await recoverMessageAddress({ message, signature: signature as `0x${string}` }), data.accountAddress as `0x${string}`);
  const verifier = createBrowserSiwx({
    networks: [],
    domain: 'localhost:3000',
    uri: 'http://localhost:3000',
    storage,
    verifySignature,
    ...options,
  });
  return { verifier, map };
}

async function signedSession(
  verifier: ReturnType<typeof setup>['verifier'],
  signer = alice,
  address = alice.address,
): Promise<SiwxSession> {
  const message = await verifier.createMessage({ accountAddress: address, chainId: CHAIN });
  const text = message.toString();
  const { toString: _, ...data } = message;
  return { data, message: text, signature: await signer.signMessage({ message: text }) };
}

describe('the browser verifier', () => {
  it('accepts the account’s signature over the message it handed out, keeps the session, and revokes it', async () => {
    const { verifier, map } = setup();
    const session = await signedSession(verifier);
    expect(map.has(SIWX_KEYS.nonce.key)).toBe(true);
    await verifier.addSession(session);
    expect(map.has(SIWX_KEYS.nonce.key)).toBe(false);
    expect(await verifier.getSessions(CHAIN, alice.address.toLowerCase())).toEqual([session]);
    expect(await verifier.getSessions('eip155:1', alice.address)).toEqual([]);
    await verifier.revokeSession(CHAIN, alice.address);
    expect(await verifier.getSessions(CHAIN, alice.address)).toEqual([]);
  });

  it('refuses another signer, a replayed nonce, an edited text and another site', async () => {
    const { verifier } = setup();
    await expect(verifier.addSession(await signedSession(verifier, mallory))).rejects.toThrow('Invalid signature');

    const session = await signedSession(verifier);
    await verifier.addSession(session);
    await expect(verifier.addSession(session)).rejects.toMatchObject({
      shortMessage: 'Invalid sign-in message',
      details: 'its nonce is not the one handed out',
    });

    const edited = await signedSession(verifier);
    await expect(verifier.addSession({ ...edited, data: { ...edited.data, statement: 'I agree to pay' } })).rejects.toMatchObject({
      details: 'its text does not match its fields',
    });
    const foreign = await signedSession(verifier);
    await expect(verifier.addSession({ ...foreign, data: { ...foreign.data, domain: 'evil.example' } })).rejects.toMatchObject({
      details: 'it is for evil.example',
    });
    await expect(verifier.addSession({ nonsense: true } as unknown as SiwxSession)).rejects.toThrow('Invalid sign-in message');
  });

  it('lists no session once it expired', async () => {
    let now = Date.parse('2026-11-23T10:00:00.000Z');
    const { verifier } = setup({ now: () => now });
    await verifier.addSession(await signedSession(verifier));
    now += 7 * 24 * 60 * 60 * 1000 - 1;
    expect(await verifier.getSessions(CHAIN, alice.address)).toHaveLength(1);
    now += 1;
    expect(await verifier.getSessions(CHAIN, alice.address)).toEqual([]);
  });

  it('reads malformed or foreign stored data as no session, and still signs in over it', async () => {
    const { verifier, map } = setup();
    for (const junk of [
      '{not json',
      '"a string"',
      JSON.stringify([{ data: { accountAddress: alice.address } }]),
      JSON.stringify({ length: 1 }),
    ]) {
      map.set(SIWX_KEYS.auth.key, junk);
      map.set(SIWX_KEYS.nonce.key, '"x"');
      expect(await verifier.getSessions(CHAIN, alice.address)).toEqual([]);
    }
    await verifier.addSession(await signedSession(verifier));
    expect(await verifier.getSessions(CHAIN, alice.address)).toHaveLength(1);
  });

  it('says whether sign-in is required (default yes)', () => {
    expect(setup().verifier.getRequired?.()).toBe(true);
    expect(setup({ required: false }).verifier.getRequired?.()).toBe(false);
  });
});
