import { describe, expect, it } from 'vitest';
import { type CaipNetwork, toCaipNetwork } from '../../core/caip.ts';
import { receivableNetworks } from './receivableNetworks.ts';
import { SOLANA_TEST_CHAIN_ID } from '../../core/networks/solanaTestNetwork.fixture.ts';

const network = (id: number | string, name: string, chainNamespace?: 'eip155' | 'solana'): CaipNetwork =>
  toCaipNetwork({
    id,
    name,
    chainNamespace,
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  });

const anvil = network(31337, 'Anvil');
const anvilTwo = network(31338, 'Anvil Two');
const solana = network(SOLANA_TEST_CHAIN_ID, 'Solana Devnet (local)', 'solana');
const networks = [anvil, solana, anvilTwo];

const names = (list: ReturnType<typeof receivableNetworks>) => list.map(({ network, active }) => `${network.name}${active ? ' *' : ''}`);

describe('receivableNetworks', () => {
  it("keeps the requested networks of the address's namespace, in the host's order, the active one marked", () => {
    expect(names(receivableNetworks({ networks, namespace: 'eip155', activeId: 'eip155:31338' }))).toEqual(['Anvil', 'Anvil Two *']);
    expect(names(receivableNetworks({ networks, namespace: 'solana', activeId: solana.caipNetworkId }))).toEqual([
      'Solana Devnet (local) *',
    ]);
  });

  it('marks none when the active network is not a requested one of that namespace', () => {
    expect(names(receivableNetworks({ networks, namespace: 'eip155', activeId: 'eip155:999' }))).toEqual(['Anvil', 'Anvil Two']);
    expect(names(receivableNetworks({ networks, namespace: 'eip155', activeId: solana.caipNetworkId }))).toEqual(['Anvil', 'Anvil Two']);
  });

  it('keeps only the smart-account chains once they are known', () => {
    expect(names(receivableNetworks({ networks, namespace: 'eip155', activeId: 'eip155:31337', smartAccountChainIds: [31337] }))).toEqual([
      'Anvil *',
    ]);
    // Not loaded (or none reported): the requested networks, unfiltered.
    expect(names(receivableNetworks({ networks, namespace: 'eip155', smartAccountChainIds: [] }))).toEqual(['Anvil', 'Anvil Two']);
  });

  it('is empty when the host requested no network of that namespace', () => {
    expect(receivableNetworks({ networks: [anvil], namespace: 'solana' })).toEqual([]);
  });
});
