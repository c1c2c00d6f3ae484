import { isAddressEqual, recoverMessageAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { SiwxSession } from '../../core/siwx.ts';
import { createBrowserSiwx } from './browserVerifier.ts';
import { formatSiwxMessage } from './message.ts';
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
  // Like the validator, a signature that does not recover is invalid (not an error).
  const verifySignature = async ({ data, message, signature }: SiwxSession) =>
    recoverMessageAddress({ message, signature: signature as `0x${string}` }).then(
      (signer) => isAddressEqual(signer, data.accountAddress as `0x${string}`),
      () => false,
    );
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

  it('checks a stored session again when reading it: each tampering is dropped, the genuine one stays', async () => {
    const { verifier, map } = setup();
    const genuine = await signedSession(verifier);
    await verifier.addSession(genuine);
    const read = () => JSON.parse(map.get(SIWX_KEYS.auth.key) ?? '[]') as SiwxSession[];
    /** The fields changed and the text rewritten to match them (a careful forger's edit). */
    const rewritten = (data: SiwxSession['data']) => ({ ...genuine, data, message: formatSiwxMessage(data) });
    const { expirationTime: _, ...noExpiry } = genuine.data;
    const mallorysText = formatSiwxMessage({ ...genuine.data, nonce: 'forgedFromScratch1' });
    const tampered: Record<string, SiwxSession> = {
      'a garbage signature': { ...genuine, signature: `0x${'ab'.repeat(65)}` },
      "another account's valid signature": { ...genuine, signature: await mallory.signMessage({ message: genuine.message }) },
      'a session forged from scratch': {
        data: { ...genuine.data, nonce: 'forgedFromScratch1' },
        message: mallorysText,
        signature: await mallory.signMessage({ message: mallorysText }),
      },
      'the expiry moved to 2100': rewritten({ ...genuine.data, expirationTime: '2100-01-01T00:00:00.000Z' }),
      'the expiry moved to 2100 in the fields only': { ...genuine, data: { ...genuine.data, expirationTime: '2100-01-01T00:00:00.000Z' } },
      'the expiry removed': rewritten(noExpiry),
      'the text changed': { ...genuine, message: genuine.message.replace('Version: 1', 'Version: 1\nI owe you') },
      'the statement changed in both': rewritten({ ...genuine.data, statement: 'Pay 1 ETH' }),
      'the domain changed': rewritten({ ...genuine.data, domain: 'evil.example' }),
    };
    for (const [name, session] of Object.entries(tampered)) {
      map.set(SIWX_KEYS.auth.key, JSON.stringify([session]));
      expect(await verifier.getSessions(CHAIN, alice.address), name).toEqual([]);
      expect(read(), `${name}: dropped from storage`).toEqual([]);
    }
    // One tampered entry next to the genuine one: only the tampered one goes.
    map.set(SIWX_KEYS.auth.key, JSON.stringify([tampered['a garbage signature'], genuine]));
    expect(await verifier.getSessions(CHAIN, alice.address)).toEqual([genuine]);
    expect(read()).toEqual([genuine]);
  });

  it('keeps the valid stored sessions when one entry is malformed', async () => {
    const { verifier, map } = setup();
    const genuine = await signedSession(verifier);
    await verifier.addSession(genuine);
    map.set(SIWX_KEYS.auth.key, JSON.stringify([{ data: { accountAddress: 1 } }, genuine, 'junk']));
    expect(await verifier.getSessions(CHAIN, alice.address)).toEqual([genuine]);
  });

  it('answers no session, and keeps it stored, when the chain cannot tell', async () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: () => {},
    };
    let chainUp = true;
    const verifier = createBrowserSiwx({
      networks: [],
      domain: 'localhost:3000',
      uri: 'http://localhost:3000',
      storage,
      verifySignature: async () => (chainUp ? true : Promise.reject(new Error('RPC down'))),
    });
    await verifier.addSession(await signedSession(verifier));
    const reader = createBrowserSiwx({
      networks: [],
      domain: 'localhost:3000',
      uri: 'http://localhost:3000',
      storage,
      verifySignature: async () => Promise.reject(new Error('RPC down')),
    });
    chainUp = false;
    expect(await reader.getSessions(CHAIN, alice.address)).toEqual([]);
    expect(JSON.parse(map.get(SIWX_KEYS.auth.key) ?? '[]')).toHaveLength(1);
    // The verifier that checked it once trusts its own check.
    expect(await verifier.getSessions(CHAIN, alice.address)).toHaveLength(1);
  });

  it('says whether sign-in is required (default yes)', () => {
    expect(setup().verifier.getRequired?.()).toBe(true);
    expect(setup({ required: false }).verifier.getRequired?.()).toBe(false);
  });
});
