import { describe, expect, it } from 'vitest';
import type { CaipNetwork } from '../caip.ts';
import { PROVIDER_RPC_CHAINS } from './providerChains.ts';
import { providerRpcUrl } from './providerRpcUrl.ts';
import { rpcUrlsFor } from './rpcUrls.ts';

const mainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example/a', 'https://eth.example/b'] }, chainDefault: { http: ['https://eth.example/own'] } },
};
const local: CaipNetwork = {
  ...mainnet,
  id: 31337,
  caipNetworkId: 'eip155:31337',
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};

describe('rpcUrlsFor', () => {
  it("puts the provider's RPC first for a network it serves, then chainDefault, then default", () => {
    expect(rpcUrlsFor(mainnet, { rpcUrl: 'https://rpc.walletconnect.org', projectId: 'p 1' })).toEqual([
      'https://rpc.walletconnect.org/v1/?chainId=eip155:1&projectId=p%201',
      'https://eth.example/own',
      'https://eth.example/a',
      'https://eth.example/b',
    ]);
  });

  it("uses only the network's own URLs for a network the provider does not serve, or without a project id", () => {
    expect(rpcUrlsFor(local, { rpcUrl: 'http://127.0.0.1:4000', projectId: 'p' })).toEqual(['http://127.0.0.1:8545']);
    expect(rpcUrlsFor(mainnet, { rpcUrl: 'https://rpc.walletconnect.org' })).toEqual([
      'https://eth.example/own',
      'https://eth.example/a',
      'https://eth.example/b',
    ]);
  });

  it('follows an explicit provider list (the /v1/supported-chains answer) instead of the built-in one', () => {
    const providerChains = ['eip155:31337', 'eip155:31338', 'eip155:1'];
    expect(rpcUrlsFor(local, { rpcUrl: 'http://127.0.0.1:4000/', projectId: 'p', providerChains })).toEqual([
      'http://127.0.0.1:4000/v1/?chainId=eip155:31337&projectId=p',
      'http://127.0.0.1:8545',
    ]);
    expect(rpcUrlsFor(mainnet, { rpcUrl: 'http://127.0.0.1:4000', projectId: 'p', providerChains: [] })).toHaveLength(3);
  });

  it('lists a URL once, drops empty ones, and never puts a malformed CAIP id into the query', () => {
    const repeated = { ...local, rpcUrls: { default: { http: ['', 'http://a', 'http://a'] }, chainDefault: { http: ['http://a'] } } };
    expect(rpcUrlsFor(repeated, { rpcUrl: 'http://x', projectId: 'p' })).toEqual(['http://a']);
    const odd = { ...local, caipNetworkId: 'eip155:1&x=y' as const };
    expect(rpcUrlsFor(odd, { rpcUrl: 'http://x', projectId: 'p', providerChains: ['eip155:1&x=y'] })).toEqual(['http://127.0.0.1:8545']);
  });

  it('builds the provider URL as the SPEC writes it, and knows the SPEC chains', () => {
    expect(providerRpcUrl('https://rpc.example/', 'eip155:10', 'abc')).toBe('https://rpc.example/v1/?chainId=eip155:10&projectId=abc');
    for (const id of ['eip155:1', 'eip155:10', 'eip155:42161', 'eip155:137', 'eip155:42220', 'eip155:1313161554', 'eip155:56']) {
      expect(PROVIDER_RPC_CHAINS).toContain(id);
    }
    for (const id of ['eip155:43114', 'eip155:324', 'eip155:100', 'eip155:8453', 'eip155:7777777', 'eip155:11155111']) {
      expect(PROVIDER_RPC_CHAINS).toContain(id);
    }
    expect(PROVIDER_RPC_CHAINS.filter((id) => id.startsWith('solana:'))).toHaveLength(3);
  });
});
