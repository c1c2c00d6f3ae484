import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SWAP_MESSAGES } from './errors.ts';
import { formatUnits, formatUsd, maxAmount, minimumReceived, movedBeyondSlippage, rateOf, readAmount, toQuote } from './quote.ts';
import type { SwapToken } from './tokens.ts';

const token = (symbol: string, decimals: number, balance: bigint, native = false): SwapToken => ({
  key: `eip155:31337:0x${symbol.toLowerCase().padEnd(40, '0')}`,
  caip10: `eip155:31337:0x${symbol.toLowerCase().padEnd(40, '0')}`,
  address: `0x${symbol.toLowerCase().padEnd(40, '0')}`,
  symbol,
  name: symbol,
  decimals,
  logoUri: undefined,
  native,
  balance,
  value: 0,
  listPrice: undefined,
});
const ETH = token('ee', 18, 2n * 10n ** 18n, true);
const USDT = token('ab', 6, 0n);

describe('swap amounts', () => {
  it('takes 1 % off for the minimum received, rounded down as the API does', () => {
    expect(minimumReceived(1_000_000n)).toBe(990_000n);
    expect(minimumReceived(999n)).toBe(989n);
    expect(minimumReceived(100n, 0.5)).toBe(99n);
  });

  it('a build paying less than the quote allows for has moved beyond the slippage (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), (quoted) => {
        expect(movedBeyondSlippage(quoted, quoted)).toBe(false);
        expect(movedBeyondSlippage(quoted, minimumReceived(quoted))).toBe(false);
        expect(movedBeyondSlippage(quoted, minimumReceived(quoted) - 1n)).toBe(true);
      }),
    );
  });

  it('reads the typed amount against the token: empty, bad, too precise, too much, or units', () => {
    expect(readAmount('', ETH)).toEqual({ empty: true });
    expect(readAmount('0', ETH)).toEqual({ empty: true });
    expect(readAmount('1.5', undefined)).toEqual({ empty: true });
    expect(readAmount('abc', ETH)).toEqual({ error: SWAP_MESSAGES.amount });
    expect(readAmount('1.0000001', USDT)).toEqual({ error: SWAP_MESSAGES.decimals });
    expect(readAmount('3', ETH)).toEqual({ error: SWAP_MESSAGES.insufficient });
    expect(readAmount('1.5', ETH)).toEqual({ units: 1_500_000_000_000_000_000n });
  });

  it('Max leaves room for the fee on the native coin only', () => {
    expect(maxAmount(ETH, 1_000_000_000n)).toBe(2n * 10n ** 18n - 600_000n * 1_000_000_000n);
    expect(maxAmount(ETH, 1_000_000_000n, 150_000n)).toBe(2n * 10n ** 18n - 300_000n * 1_000_000_000n);
    expect(maxAmount(token('x', 18, 10n, true), 10n ** 9n)).toBe(0n);
    expect(maxAmount({ ...USDT, balance: 123n }, 10n ** 9n)).toBe(123n);
  });

  it('formats amounts for reading and USD values', () => {
    expect(formatUnits(1_490_123_456_789_000_000_000n, 18)).toBe('1,490.123456');
    expect(formatUnits(1_234_500_000_000n, 18)).toBe('0.0000012345');
    expect(formatUnits(5_000_000n, 6)).toBe('5');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0.001)).toBe('<$0.01');
    expect(formatUsd(undefined)).toBe('');
  });
});

describe('quotes', () => {
  const request = { from: ETH, to: USDT, amount: 10n ** 18n, key: 'k' };
  const raw = {
    fromAmount: '1000000000000000000',
    fromAccount: ETH.caip10,
    toAmount: '2990000000',
    toAccount: USDT.caip10,
    priceImpact: 0.33,
  };

  it('reads the quote for the form: amounts, minimum, impact, provider', () => {
    expect(toQuote(raw, request, '1inch')).toEqual({
      fromAmount: 10n ** 18n,
      toAmount: 2_990_000_000n,
      minimumReceived: 2_960_100_000n,
      priceImpact: 0.33,
      provider: '1inch',
    });
    expect(toQuote({ ...raw, provider: 'market' }, request, '1inch')?.provider).toBe('market');
    expect(rateOf(toQuote(raw, request, '1inch')!, ETH, USDT)).toBe(2990);
  });

  it('never shows an answer about another request', () => {
    expect(toQuote({ ...raw, fromAmount: '1' }, request, '1inch')).toBeUndefined();
    expect(toQuote({ ...raw, toAccount: ETH.caip10 }, request, '1inch')).toBeUndefined();
    expect(toQuote({ ...raw, fromAccount: raw.fromAccount.toUpperCase().replace('EIP155', 'eip155') }, request, '1inch')).toBeDefined();
  });
});
