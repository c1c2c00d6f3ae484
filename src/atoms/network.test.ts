import { describe, expect, it } from 'vitest';
import { toCaipNetwork } from '../core/caip.ts';
import { initialNetwork } from './network.ts';

const net = (id: number) =>
  toCaipNetwork({ id, name: `n${id}`, nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 }, rpcUrls: { default: { http: [] } } });

describe('initial network', () => {
  it('prefers the stored network when it is still requested', () => {
    expect(initialNetwork([net(1), net(2)], 'eip155:2', undefined)?.id).toBe(2);
  });
  it('falls back to the default network, then the first', () => {
    expect(initialNetwork([net(1), net(2)], 'eip155:9', net(2))?.id).toBe(2);
    expect(initialNetwork([net(1), net(2)], undefined, undefined)?.id).toBe(1);
  });
});
