import { describe, expect, it } from 'vitest';
import { ChainNotSupportedError, ConnectError, ConnectionRejectedError } from '../../core/errors/wallet.ts';
import { requestConnection, restoreConnection, switchChain, watchProvider } from './adapter.ts';
import { rpcErrorCode, type Eip1193Provider } from './provider.ts';

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const network = {
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Anvil Two',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
} as const;
const rpcError = (code: number) => Object.assign(new Error(`code ${code}`), { code });

function fakeProvider(handlers: Record<string, (params: unknown) => unknown>) {
  const calls: string[] = [];
  const listeners = new Map<string, (...a: unknown[]) => void>();
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      calls.push(method);
      const handler = handlers[method];
      if (!handler) throw rpcError(4200);
      return handler(params);
    },
    on: (event, listener) => listeners.set(event, listener),
    removeListener: (event) => listeners.delete(event),
  };
  return { provider, calls, listeners };
}

describe('eip155 adapter', () => {
  it('connects with eth_requestAccounts and eth_chainId, checksumming the address', async () => {
    const { provider } = fakeProvider({ eth_requestAccounts: () => [ADDRESS], eth_chainId: () => '0x7a69' });
    expect(await requestConnection(provider)).toEqual({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 });
  });

  it('maps 4001 to Connection rejected and anything else (incl. malformed replies) to Failed to connect', async () => {
    const rejecting = fakeProvider({
      eth_requestAccounts: () => {
        throw { code: 4001, message: 'no' };
      },
    });
    await expect(requestConnection(rejecting.provider)).rejects.toBeInstanceOf(ConnectionRejectedError);
    await expect(requestConnection(rejecting.provider)).rejects.toMatchObject({ shortMessage: 'Connection rejected' });
    const malformed = fakeProvider({ eth_requestAccounts: () => ['not-an-address'], eth_chainId: () => '0x1' });
    await expect(requestConnection(malformed.provider)).rejects.toBeInstanceOf(ConnectError);
    await expect(requestConnection(malformed.provider)).rejects.toMatchObject({ shortMessage: 'Failed to connect' });
  });

  it('restores silently with eth_accounts, or gives undefined when the wallet granted nothing', async () => {
    expect(await restoreConnection(fakeProvider({ eth_accounts: () => [], eth_chainId: () => '0x1' }).provider)).toBeUndefined();
    expect(await restoreConnection(fakeProvider({ eth_accounts: () => [ADDRESS], eth_chainId: () => '0x1' }).provider)).toMatchObject({
      chainId: 1,
    });
  });

  it('adds the chain on 4902 and switches again; a failed add is Chain is not supported', async () => {
    let known = false;
    const ok = fakeProvider({
      wallet_switchEthereumChain: () => {
        if (!known) throw rpcError(4902);
        return null;
      },
      wallet_addEthereumChain: (params) => {
        expect((params as Array<{ chainId: string }>)[0]?.chainId).toBe('0x7a6a');
        known = true;
        return null;
      },
    });
    await switchChain(ok.provider, network);
    expect(ok.calls).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);

    const refusing = fakeProvider({
      wallet_switchEthereumChain: () => {
        throw rpcError(4902);
      },
      wallet_addEthereumChain: () => {
        throw rpcError(4001);
      },
    });
    await expect(switchChain(refusing.provider, network)).rejects.toBeInstanceOf(ChainNotSupportedError);
    await expect(switchChain(refusing.provider, network)).rejects.toMatchObject({ shortMessage: 'Chain is not supported' });
  });

  it.each([5000, 32603])('adds the chain when the wallet answers %i instead of 4902 (SPEC section 8)', async (code) => {
    let known = false;
    const wallet = fakeProvider({
      wallet_switchEthereumChain: () => {
        if (!known) throw rpcError(code);
        return null;
      },
      wallet_addEthereumChain: () => {
        known = true;
        return null;
      },
    });
    await switchChain(wallet.provider, network);
    expect(wallet.calls).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
  });

  it('rethrows other switch failures without adding the chain', async () => {
    const wallet = fakeProvider({
      wallet_switchEthereumChain: () => {
        throw rpcError(4001);
      },
    });
    await expect(switchChain(wallet.provider, network)).rejects.toMatchObject({ code: 4001 });
    expect(wallet.calls).toEqual(['wallet_switchEthereumChain']);
  });

  it('finds error codes inside wrappers', () => {
    expect(rpcErrorCode({ cause: { code: 4001 } })).toBe(4001);
    expect(rpcErrorCode({ data: { originalError: { code: '4902' } } })).toBe(4902);
    expect(rpcErrorCode('boom')).toBeUndefined();
  });

  it('drops malformed provider events and removes its listeners', () => {
    const { provider, listeners } = fakeProvider({});
    const seen: unknown[] = [];
    const stop = watchProvider(provider, {
      onAccounts: (a) => seen.push(a),
      onChain: (c) => seen.push(c),
      onDisconnect: () => seen.push('bye'),
    });
    listeners.get('accountsChanged')?.(['nope']);
    listeners.get('chainChanged')?.({ evil: true });
    listeners.get('chainChanged')?.('0xa');
    listeners.get('accountsChanged')?.([ADDRESS]);
    expect(seen).toEqual([10, ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']]);
    stop();
    expect(listeners.size).toBe(0);
  });
});
