import { describe, expect, it } from 'vitest';
import { toCaipNetwork } from '../caip.ts';
import { initialNetwork } from './initialNetwork.ts';

const net = (id: number) =>
  toCaipNetwork({ id, name: `n${id}`, nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 }, rpcUrls: { default: { http: [] } } });

describe('initial network', () => {
  it('prefers the stored network when it is still requested', () => {
    expect(initialNetwork([net(1), net(2)], 'eip155:2', undefined)?.id).toBe(2);
  });
  it("falls back to the host's default network, then the SPEC's default chain (eip155:1) when listed, then the first", () => {
    expect(initialNetwork([net(1), net(2)], 'eip155:9', net(2))?.id).toBe(2);
    expect(initialNetwork([net(10), net(1), net(2)], 'eip155:9', undefined)?.id).toBe(1);
    expect(initialNetwork([net(10), net(1)], undefined, undefined)?.id).toBe(1);
    expect(initialNetwork([net(10), net(2)], undefined, undefined)?.id).toBe(10);
  });
  it("takes the host's own entry for its default network, and ignores a default it does not list (as AppKit does)", () => {
    const listed = [net(10), net(2)];
    expect(initialNetwork(listed, undefined, { ...net(2), name: 'other' })).toBe(listed[1]);
    expect(initialNetwork([net(10), net(1)], undefined, net(2))?.id).toBe(1);
    expect(initialNetwork([net(10), net(3)], undefined, net(2))?.id).toBe(10);
    expect(initialNetwork([net(3), net(10)], undefined, { ...net(10), caipNetworkId: 'solana:10' })?.id).toBe(3);
  });
});
