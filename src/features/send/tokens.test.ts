import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '../../core/api/blockchainSchemas.ts';
import { contractAddressOf, sendableTokens, tokenKeyOf, tokenUnits, usdValueOf } from './tokens.ts';

const entry = (
  symbol: string,
  address: string | undefined,
  value: number,
  decimals = '18',
  numeric = '1',
  chainId = 'eip155:31337',
): TokenBalance => ({
  name: symbol,
  symbol,
  chainId,
  ...(address ? { address } : {}),
  value,
  price: 2,
  quantity: { decimals, numeric },
  iconUrl: '',
});

describe('sendable tokens', () => {
  it('offers the active network only, native first, then by USD value', () => {
    const list = sendableTokens(
      [
        entry('USDT', 'eip155:31337:0xE7f1', 5),
        entry('AUSD', 'eip155:31337:0x5Fb', 10),
        entry('ETH', undefined, 1),
        entry('X', 'eip155:1:0x1', 99, '18', '1', 'eip155:1'),
      ],
      'eip155:31337',
    );
    expect(list.map((t) => t.symbol)).toEqual(['ETH', 'AUSD', 'USDT']);
  });
  it('reads the contract address out of the CAIP-10 form, and the balance in units', () => {
    const usdt = entry('USDT', 'eip155:31337:0xE7f1', 5, '6', '5000.25');
    expect(contractAddressOf(usdt)).toBe('0xE7f1');
    expect(tokenKeyOf(usdt)).toBe('0xe7f1');
    expect(tokenKeyOf(entry('ETH', undefined, 1))).toBe('native');
    expect(tokenUnits(usdt)).toEqual({ decimals: 6, balance: 5_000_250_000n });
    expect(usdValueOf(usdt, '3')).toBe(6);
    expect(usdValueOf(usdt, 'abc')).toBeUndefined();
  });
});
