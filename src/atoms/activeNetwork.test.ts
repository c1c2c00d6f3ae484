import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { toCaipNetwork } from '../core/caip.ts';
import { parseOptions } from '../core/options.ts';
import { createStorage } from '../core/storage/storage.ts';
import { setActiveNetwork } from './activeNetwork.ts';
import { activeNamespaceAtom, connectionAtom } from './connection.ts';
import { stubContext } from './context.fixture.ts';
import { resetNamespaceState } from './namespaceReset.ts';
import { optionsAtom } from './options.ts';
import { SOLANA_TEST_NETWORK as SOLANA } from '../core/networks/solanaTestNetwork.fixture.ts';

const ANVIL = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

function context() {
  const store = createStore();
  const options = parseOptions({ projectId: 'proj', networks: [ANVIL, SOLANA] });
  store.set(optionsAtom, options);
  /** The raw localStorage entries, so the test reads the SPEC's keys by their stored names. */
  const raw = new Map<string, string>();
  const storage = createStorage({
    getItem: (k) => raw.get(k) ?? null,
    setItem: (k, v) => void raw.set(k, v),
    removeItem: (k) => void raw.delete(k),
  });
  return { raw, ctx: stubContext({ store, options, storage }) };
}

describe('the locally persisted keys of SPEC section 3', () => {
  it('the active namespace and network id are stored with every active network change', () => {
    const { raw, ctx } = context();
    setActiveNetwork(ctx, SOLANA);
    expect(raw.get('@airlock/active_namespace')).toBe('"solana"');
    expect(raw.get('@airlock/active_caip_network_id')).toBe(JSON.stringify(SOLANA.caipNetworkId));
    expect(ctx.store.get(activeNamespaceAtom)).toBe('solana');
    setActiveNetwork(ctx, ANVIL);
    expect(raw.get('@airlock/active_namespace')).toBe('"eip155"');
  });

  it('the wallet id and name go when the last connected namespace disconnects, not before', () => {
    const { raw, ctx } = context();
    raw.set('@airlock/wallet_id', '"io.metamask"');
    raw.set('@airlock/wallet_name', '"MetaMask"');
    raw.set('@airlock/connected_namespaces', '["eip155","solana"]');
    ctx.store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'io.metamask', address: '0x1' });
    resetNamespaceState(ctx, 'solana');
    expect([raw.get('@airlock/wallet_id'), raw.get('@airlock/wallet_name')]).toEqual(['"io.metamask"', '"MetaMask"']);
    resetNamespaceState(ctx, 'eip155');
    expect(raw.has('@airlock/wallet_id') || raw.has('@airlock/wallet_name')).toBe(false);
  });
});
