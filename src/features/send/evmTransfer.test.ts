import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { walletProviderAtom } from '../../atoms/account.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { toCaipNetwork } from '../../core/caip.ts';
import { parseOptions } from '../../core/options.ts';
import { sendEvmTransfer } from './evmTransfer.ts';

const ANVIL = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});
const FROM = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const TO = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

describe('sendEvmTransfer: chain mismatch (SPEC section 8, connection errors)', () => {
  it('a wallet on another chain is not asked to send: ConnectorChainMismatchError', async () => {
    const request = vi.fn(async ({ method }: { method: string }) => (method === 'eth_chainId' ? '0xa' : '0x'.padEnd(66, '1')));
    const store = createStore();
    store.set(walletProviderAtom('eip155'), { request, on: vi.fn(), removeListener: vi.fn() });
    const ctx = { store, options: parseOptions({ projectId: 'p', networks: [ANVIL] }) } as unknown as InstanceContext;
    await expect(sendEvmTransfer(ctx, ANVIL, { from: FROM, to: TO, amount: 1n, description: '1 wei' })).rejects.toMatchObject({
      name: 'ConnectorChainMismatchError',
      shortMessage: "The current chain of the connector (id: 10) does not match the connection's chain (id: 31337).",
    });
    expect(request.mock.calls.map(([args]) => args.method)).toEqual(['eth_chainId']);
  });
});
