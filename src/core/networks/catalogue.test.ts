import { describe, expect, it } from 'vitest';
import { networkInputSchema, parseCaipNetworkId } from '../caip.ts';
import { PROVIDER_RPC_CHAINS } from '../rpc/providerChains.ts';
import { rpcUrlsFor } from '../rpc/rpcUrls.ts';
import * as catalogue from './catalogue.ts';
import { withProviderRpc } from './providerRpc.ts';

const { ALL_NETWORKS } = catalogue;

describe('the networks catalogue (airlock/networks)', () => {
  it("holds the SPEC's chains: mainnet and the main testnets, the named EVM chains, three Solana chains, three Bitcoin ones", () => {
    const names = ALL_NETWORKS.map((n) => n.name);
    for (const name of [
      'Ethereum',
      'Sepolia',
      'OP Mainnet',
      'Arbitrum One',
      'Polygon',
      'Celo',
      'Aurora',
      'BNB Smart Chain',
      'Avalanche',
      'ZKsync Era',
      'Gnosis',
      'Base',
      'Zora',
    ]) {
      expect(names).toContain(name);
    }
    expect(ALL_NETWORKS.filter((n) => n.chainNamespace === 'solana').map((n) => n.caipNetworkId)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ]);
    // Bitcoin's CAIP ids are AppKit's (BIP-122: the genesis hash's first 32 hex characters).
    expect(ALL_NETWORKS.filter((n) => n.chainNamespace === 'bip122').map((n) => n.caipNetworkId)).toEqual([
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
      'bip122:00000008819873e925422c1ff0f99f7c',
    ]);
    // Every named export is in the list, once.
    const exported = Object.entries(catalogue)
      .filter(([key]) => key !== 'ALL_NETWORKS')
      .map(([, network]) => network);
    expect(new Set(ALL_NETWORKS)).toEqual(new Set(exported));
    expect(new Set(ALL_NETWORKS.map((n) => n.caipNetworkId)).size).toBe(ALL_NETWORKS.length);
  });

  it('gives each network a CAIP id, an image id, an https explorer and RPC, and passes createAppKit’s network check', () => {
    for (const network of ALL_NETWORKS) {
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`);
      expect(parseCaipNetworkId(network.caipNetworkId)).toBeDefined();
      expect(network.assets?.imageId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(new URL(network.blockExplorers!.default.url).protocol).toBe('https:');
      expect(new URL(network.rpcUrls.default.http[0]!).protocol).toBe('https:');
      expect(typeof network.testnet).toBe('boolean');
      expect(networkInputSchema.safeParse(network).success).toBe(true);
    }
  });

  it("is served by the provider's RPC, which createAppKit then puts first (Bitcoin keeps its Esplora API alone)", () => {
    for (const network of ALL_NETWORKS.filter((n) => n.chainNamespace !== 'bip122'))
      expect(PROVIDER_RPC_CHAINS).toContain(network.caipNetworkId);
    expect(rpcUrlsFor(catalogue.bitcoin, { rpcUrl: 'https://rpc.example', projectId: 'p1' })).toEqual(['https://mempool.space/api']);
    expect(rpcUrlsFor(catalogue.base, { rpcUrl: 'https://rpc.example', projectId: 'p1' })).toEqual([
      'https://rpc.example/v1/?chainId=eip155:8453&projectId=p1',
      'https://mainnet.base.org',
    ]);
  });

  it("withProviderRpc: the provider's RPC URL from rpcUrl and the project id first, the chain's own kept", () => {
    expect(withProviderRpc(catalogue.mainnet, { projectId: 'my project', rpcUrl: 'http://127.0.0.1:4000/' }).rpcUrls).toEqual({
      default: { http: ['http://127.0.0.1:4000/v1/?chainId=eip155:1&projectId=my%20project'] },
      chainDefault: { http: ['https://eth.merkle.io'] },
    });
    expect(withProviderRpc(catalogue.solana, { projectId: 'p' }).rpcUrls.default.http).toEqual([
      'https://rpc.walletconnect.org/v1/?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&projectId=p',
    ]);
    // The catalogue itself is never changed.
    expect(catalogue.mainnet.rpcUrls).toEqual({ default: { http: ['https://eth.merkle.io'] } });
  });
});
