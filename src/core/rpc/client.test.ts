import { describe, expect, it } from 'vitest';
import type { CaipNetwork } from '../caip.ts';
import { toViemChain } from './chain.ts';
import { createChainClient } from './client.ts';
import { RpcUrlNotFoundError, UnsupportedChainError } from './errors.ts';
import { getChainClient } from './getChainClient.ts';
import { SOLANA_TEST_CAIP_NETWORK_ID, SOLANA_TEST_CHAIN_ID } from '../networks/solanaTestNetwork.fixture.ts';

const base: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Airlock Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:5299'] }, chainDefault: { http: ['http://127.0.0.1:5298'] } },
  blockExplorers: { default: { name: 'Local scan', url: 'http://127.0.0.1:5297' } },
  testnet: true,
};
const config = { rpcUrl: 'http://127.0.0.1:5296', projectId: 'p' };

describe('toViemChain', () => {
  it('carries id, name, currency, RPC URLs, explorer and the testnet flag over', () => {
    expect(toViemChain(base)).toMatchObject({
      id: 31337,
      name: 'Airlock Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:5299'] }, chainDefault: { http: ['http://127.0.0.1:5298'] } },
      blockExplorers: { default: { name: 'Local scan', url: 'http://127.0.0.1:5297' } },
      testnet: true,
    });
    expect(toViemChain({ ...base, id: '10' }).id).toBe(10);
  });

  it("refuses what is not an eip155 chain with the SPEC's 'Unsupported chain'", () => {
    const solana: CaipNetwork = {
      ...base,
      id: SOLANA_TEST_CHAIN_ID,
      chainNamespace: 'solana',
      caipNetworkId: SOLANA_TEST_CAIP_NETWORK_ID,
    };
    expect(() => toViemChain(solana)).toThrow(UnsupportedChainError);
    expect(() => toViemChain(solana)).toThrow(/^Unsupported chain/);
    expect(() => toViemChain({ ...base, id: 'abc' })).toThrow(UnsupportedChainError);
    expect(() => toViemChain({ ...base, id: 0 })).toThrow(UnsupportedChainError);
  });
});

describe('createChainClient', () => {
  it('builds a bare client on the chain, over a fallback of every URL when there are several', () => {
    const client = createChainClient(base, config);
    expect(client.chain.id).toBe(31337);
    expect(client.type).toBe('base');
    expect(client.transport.type).toBe('fallback');
    const single = createChainClient({ ...base, rpcUrls: { default: { http: ['http://127.0.0.1:5299'] } } }, config);
    expect(single.transport).toMatchObject({ type: 'http', url: 'http://127.0.0.1:5299', retryCount: 3, retryDelay: 150, timeout: 10_000 });
  });

  it('fails clearly when there is no URL at all', () => {
    const bare: CaipNetwork = { ...base, rpcUrls: { default: { http: [] } } };
    expect(() => createChainClient(bare, config)).toThrow(RpcUrlNotFoundError);
    expect(() => createChainClient(bare, config)).toThrow(/^No RPC URL for this network/);
  });

  it('getChainClient keeps one client per network and URL list', () => {
    const first = getChainClient(base, config);
    expect(getChainClient({ ...base }, { ...config })).toBe(first);
    expect(getChainClient(base, { ...config, timeout: 500 })).not.toBe(first);
    expect(getChainClient({ ...base, rpcUrls: { default: { http: ['http://127.0.0.1:5295'] } } }, config)).not.toBe(first);
  });
});
