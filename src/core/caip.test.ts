import { describe, expect, it } from 'vitest';
import { parseCaipAddress, parseCaipNetworkId, toCaipNetwork, truncateAddress, unknownNetwork } from './caip.ts';

describe('caip', () => {
  it('gives a viem-style chain its eip155 id', () => {
    const network = toCaipNetwork({
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    });
    expect(network.caipNetworkId).toBe('eip155:31337');
    expect(network.chainNamespace).toBe('eip155');
  });

  it('describes an unknown network with the SPEC placeholder', () => {
    const network = unknownNetwork('eip155:999');
    expect(network.name).toBe('Unknown Network');
    expect(network.id).toBe(999);
    expect(network.rpcUrls.default.http).toEqual([]);
    expect(network.nativeCurrency.symbol).toBe('');
  });

  it('parses CAIP ids and addresses', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' });
    expect(parseCaipNetworkId('nope')).toBeUndefined();
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({ caipNetworkId: 'eip155:1', address: '0xabc' });
    expect(parseCaipAddress('eip155:1')).toBeUndefined();
  });

  it('truncates with 4 leading and 6 trailing characters', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266');
    expect(truncateAddress('0x123456789')).toBe('0x123456789');
  });
});
