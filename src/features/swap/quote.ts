import { fromUnits, toUnits } from '../../core/units.ts';
import { SWAP_MESSAGES } from './errors.ts';
import type { RawQuote } from './schemas.ts';
import type { SwapToken } from './tokens.ts';

/** SPEC section 9: the swap slippage tolerance, in percent, and the swap provider. */
export const SLIPPAGE_PERCENT = 1;
export const SWAP_PROVIDER = '1inch';

/** Gas a swap of the native coin leaves room for when Max is pressed, until the swap's own gas is known. */
export const NATIVE_GAS_RESERVE = 600_000n;

/** A quote request: the form's tokens and amount, and a key naming it. */
export type QuoteRequest = { from: SwapToken; to: SwapToken; amount: bigint; key: string };

/** A quote as the form shows it. */
export type Quote = {
  fromAmount: bigint;
  toAmount: bigint;
  /** `toAmount` less the slippage tolerance: what the built swap guarantees at least. */
  minimumReceived: bigint;
  /** Percent; undefined when the API gives none. */
  priceImpact: number | undefined;
  provider: string;
};

/** `amount` less `slippage` percent, rounded down, in steps of 0.01 % (the API's minimum out, to the unit). */
export function minimumReceived(amount: bigint, slippagePercent = SLIPPAGE_PERCENT): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100));
  return (amount * (10_000n - basisPoints)) / 10_000n;
}

/** Whether a swap built to pay `built` pays less than the quoted `quoted` allows for at `slippage`. */
export const movedBeyondSlippage = (quoted: bigint, built: bigint, slippagePercent = SLIPPAGE_PERCENT) =>
  built < minimumReceived(quoted, slippagePercent);

/**
 * The quote the form can show for `amount` of `from` into `to`, or undefined when the API answered about something
 * else (other tokens or another amount: an answer to an older request must never be shown).
 */
export function toQuote(raw: RawQuote, request: { from: SwapToken; to: SwapToken; amount: bigint }, provider: string): Quote | undefined {
  if (raw.fromAccount.toLowerCase() !== request.from.key || raw.toAccount.toLowerCase() !== request.to.key) return undefined;
  const fromAmount = BigInt(raw.fromAmount);
  if (fromAmount !== request.amount) return undefined;
  const toAmount = BigInt(raw.toAmount);
  return {
    fromAmount,
    toAmount,
    minimumReceived: minimumReceived(toAmount),
    priceImpact: Number.isFinite(raw.priceImpact) ? raw.priceImpact : undefined,
    provider: raw.provider || provider,
  };
}

/** Units of `to` per one `from` at the quote (both in whole tokens), for "1 ETH ≈ 2,990.1 AUSD". */
export function rateOf(quote: Pick<Quote, 'fromAmount' | 'toAmount'>, from: SwapToken, to: SwapToken): number {
  if (quote.fromAmount === 0n) return 0;
  return Number(fromUnits(quote.toAmount, to.decimals)) / Number(fromUnits(quote.fromAmount, from.decimals));
}

/** What the amount field holds, checked against the token: units, or why it can't be swapped. */
export function readAmount(text: string, token: SwapToken | undefined): { units: bigint } | { error: string } | { empty: true } {
  if (!text.trim()) return { empty: true };
  if (!token) return { empty: true };
  const units = toUnits(text, token.decimals);
  if (units === undefined) return { error: toUnits(text, 36) === undefined ? SWAP_MESSAGES.amount : SWAP_MESSAGES.decimals };
  if (units === 0n) return { empty: true };
  if (units > token.balance) return { error: SWAP_MESSAGES.insufficient };
  return { units };
}

/** Max: the whole balance; of the native coin, less room for the network fee (twice the swap's gas, or a reserve). */
export function maxAmount(token: SwapToken, gasPrice: bigint | undefined, swapGas?: bigint): bigint {
  if (!token.native) return token.balance;
  const reserve = (gasPrice ?? 0n) * (swapGas ? swapGas * 2n : NATIVE_GAS_RESERVE);
  return token.balance > reserve ? token.balance - reserve : 0n;
}

/**
 * An amount for reading: at most `digits` decimals, but at least `digits` significant digits below 1, trailing
 * zeros dropped, thousands grouped (`1490.123456789n` → `1,490.123456`; `0.0000012345` stays whole).
 */
export function formatUnits(units: bigint, decimals: number, digits = 6): string {
  const text = fromUnits(units, decimals);
  const [whole = '0', fraction = ''] = text.split('.');
  const leadingZeros = whole === '0' ? (fraction.match(/^0*/)?.[0].length ?? 0) : 0;
  const kept = fraction.slice(0, leadingZeros + digits).replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return kept ? `${grouped}.${kept}` : grouped;
}

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$1,234.56`, `<$0.01` for dust; empty when the price is unknown. */
export function formatUsd(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  if (value > 0 && value < 0.01) return '<$0.01';
  return usdFormat.format(value);
}

/** USD value of `units` of a token at `price` per whole token. */
export function usdOf(units: bigint, decimals: number, price: number | undefined): number | undefined {
  if (price === undefined) return undefined;
  return Number(fromUnits(units, decimals)) * price;
}
