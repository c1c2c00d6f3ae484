import { isAddressEqual, recoverMessageAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hexToString, isHex } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { walletProviderAtom } from '../../atoms/account.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { createInstanceStore } from '../../atoms/store.ts';
import { toCaipNetwork } from '../../core/caip.ts';
import { parseOptions } from '../../core/options.ts';
import type { SiwxConfig } from '../../core/siwx.ts';
import { createBrowserSiwx } from './browserVerifier.ts';
import { createSignIn } from './signIn.ts';
import { signInStateAtom } from './state.ts';
import { stubContext } from '../../atoms/context.fixture.ts';

const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const ANVIL = {
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
};

/** An EIP-1193 wallet holding alice's key: personal_sign signs for real, unless told to decline. */
function wallet(behaviour: { decline?: boolean; garbage?: boolean } = {}) {
  return {
    request: vi.fn(async ({ method, params }: { method: string; params?: unknown }) => {
      if (method !== 'personal_sign') throw new Error(`unexpected ${method}`);
      if (behaviour.decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      if (behaviour.garbage) return { not: 'a signature' };
      const [hex] = params as [string, string];
      if (!isHex(hex)) throw new Error('expected hex');
      return alice.signMessage({ message: hexToString(hex) });
    }),
  };
}

function setup(verifier: SiwxConfig | Record<string, unknown>, provider: unknown = wallet()) {
  const store = createInstanceStore();
  const options = {
    ...parseOptions({ projectId: 'p', networks: [ANVIL], metadata: { name: 'Shell', description: '', url: '', icons: [] } }),
    siwx: verifier as SiwxConfig,
  };
  store.set(optionsAtom, options);
  store.set(activeNetworkAtom, toCaipNetwork(ANVIL));
  store.set(walletProviderAtom('eip155'), provider);
  const ctx = stubContext({
    store,
    options,
    close: vi.fn(() => store.set(modalOpenAtom, false)),
    open: vi.fn(async () => store.set(modalOpenAtom, true)),
  });
  const disconnect = vi.fn(async () => store.set(connectionAtom('eip155'), { status: 'disconnected' }));
  const signIn = createSignIn(ctx, { disconnect });
  const connect = () => store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'w', address: alice.address });
  return { store, ctx, signIn, disconnect, connect };
}

const browserVerifier = (required?: boolean) => {
  const map = new Map<string, string>();
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
  // The chain's validator (verifySignature.ts, run against anvil in e2e) stands in as recovery: an EOA's check.
  const verifySignature = async ({ data, message, signature }: { data: { accountAddress: string }; message: string; signature: string }) =>
    isAddressEqual(await recoverMessageAddress({ message, signature: signature as `0x${string}` }), data.accountAddress as `0x${string}`);
  return createBrowserSiwx({
    networks: [],
    domain: 'localhost',
    uri: 'http://localhost',
    storage,
    verifySignature,
    ...(required === undefined ? {} : { required }),
  });
};

describe('sign in with X', () => {
  it('asks a newly connected account to sign in, signs with personal_sign, and the verifier keeps the session', async () => {
    const verifier = browserVerifier();
    const { store, ctx, signIn, connect } = setup(verifier);
    connect();
    await signIn.sync();
    expect(ctx.open).toHaveBeenCalledWith({ view: 'SIWXSignMessage' });
    expect(store.get(signInStateAtom)).toMatchObject({ status: 'required', account: { chainId: 'eip155:31337', address: alice.address } });

    await signIn.sign();
    expect(store.get(signInStateAtom).status).toBe('signed-in');
    expect(ctx.close).toHaveBeenCalled();
    expect(ctx.track).toHaveBeenCalledWith('SIWX_AUTH_SUCCESS', { network: 'eip155:31337' });
    expect(await verifier.getSessions('eip155:31337', alice.address)).toHaveLength(1);
  });

  it('does not ask again when the verifier has a session in force (a reload), and asks once it is revoked', async () => {
    const verifier = browserVerifier();
    const first = setup(verifier);
    first.connect();
    await first.signIn.sync();
    await first.signIn.sign();

    const reloaded = setup(verifier);
    reloaded.connect();
    await reloaded.signIn.sync();
    expect(reloaded.store.get(signInStateAtom).status).toBe('signed-in');
    expect(reloaded.ctx.open).not.toHaveBeenCalled();
    expect(reloaded.ctx.track).toHaveBeenCalledWith('SIWX_SESSION_RESTORED', { network: 'eip155:31337' });

    await verifier.revokeSession('eip155:31337', alice.address);
    const afterRevoke = setup(verifier);
    afterRevoke.connect();
    await afterRevoke.signIn.sync();
    expect(afterRevoke.ctx.open).toHaveBeenCalledWith({ view: 'SIWXSignMessage' });
  });

  it('a declined signature stays on the view with the reason; Cancel then disconnects (sign-in required)', async () => {
    const { store, signIn, connect, disconnect } = setup(browserVerifier(), wallet({ decline: true }));
    connect();
    await signIn.sync();
    await signIn.sign();
    expect(store.get(signInStateAtom)).toMatchObject({ status: 'required', error: 'Signature declined' });
    await signIn.cancel();
    expect(disconnect).toHaveBeenCalledWith('eip155');
    expect(store.get(signInStateAtom).status).toBe('idle');
  });

  it('closing the modal while asked is a cancel; with sign-in not required it only closes', async () => {
    const { store, ctx, signIn, connect, disconnect } = setup(browserVerifier(false));
    connect();
    await signIn.sync();
    ctx.close();
    await vi.waitFor(() => expect(store.get(signInStateAtom).status).toBe('idle'));
    expect(disconnect).not.toHaveBeenCalled();
  });

  it("shows the verifier's refusal, and a wallet's non-signature as 'Error signing message'", async () => {
    const refusing = { ...browserVerifier(), addSession: vi.fn(async () => Promise.reject(new Error('Account is banned'))) };
    const refused = setup(refusing);
    refused.connect();
    await refused.signIn.sync();
    await refused.signIn.sign();
    expect(refused.store.get(signInStateAtom)).toMatchObject({ status: 'required', error: 'Account is banned' });

    const garbled = setup(browserVerifier(), wallet({ garbage: true }));
    garbled.connect();
    await garbled.signIn.sync();
    await garbled.signIn.sign();
    expect(garbled.store.get(signInStateAtom)).toMatchObject({ status: 'required', error: 'Error signing message' });
  });

  it('survives a verifier that answers nonsense: malformed sessions mean signing in, a malformed message is refused', async () => {
    const verifier = { ...browserVerifier(), getSessions: async () => [{ data: 'junk' }], createMessage: async () => ({ hello: 'world' }) };
    const { store, ctx, signIn, connect } = setup(verifier);
    connect();
    await signIn.sync();
    expect(ctx.open).toHaveBeenCalled();
    await signIn.sign();
    expect(store.get(signInStateAtom)).toMatchObject({ status: 'required', error: 'Invalid sign-in message' });
  });

  it('with a siwx option that is not a verifier, stays off (a debug note, no view)', async () => {
    const { store, ctx, signIn, connect } = setup({ createMessage: 'nope' });
    connect();
    await signIn.sync();
    expect(ctx.open).not.toHaveBeenCalled();
    expect(store.get(signInStateAtom).status).toBe('idle');
    expect(ctx.debug).toHaveBeenCalled();
  });

  it('disconnecting a signed-in account revokes its session', async () => {
    const verifier = browserVerifier();
    const { store, signIn, connect } = setup(verifier);
    connect();
    await signIn.sync();
    await signIn.sign();
    store.set(connectionAtom('eip155'), { status: 'disconnected' });
    await signIn.sync();
    expect(await verifier.getSessions('eip155:31337', alice.address)).toEqual([]);
    expect(store.get(signInStateAtom).status).toBe('idle');
  });
});
