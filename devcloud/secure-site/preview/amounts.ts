/** Amounts as the confirmation page shows them: decimal text, a symbol, and USD when a price is known. */
import { formatUnits } from 'viem';
import type { Amount } from './schema.ts';

/** Beyond this many decimals an amount is rounded (and marked ≈): the visitor needs the size, not dust. */
const MAX_FRACTION_DIGITS = 6;

/** `raw` in base units as decimal text: '0.01', '1234.5', '≈0.333333', '<0.000001'; never exponent notation. */
export function formatAmount(raw: bigint, decimals: number): string {
  const sign = raw < 0n ? '-' : '';
  const magnitude = raw < 0n ? -raw : raw;
  const exact = formatUnits(magnitude, decimals);
  if ((exact.split('.')[1] ?? '').length <= MAX_FRACTION_DIGITS) return sign + exact;
  // Round half up at the last shown digit.
  const scale = 10n ** BigInt(decimals - MAX_FRACTION_DIGITS);
  const rounded = (magnitude + scale / 2n) / scale;
  if (rounded === 0n) return `${sign}<${formatUnits(1n, MAX_FRACTION_DIGITS)}`;
  return `${sign}≈${formatUnits(rounded, MAX_FRACTION_DIGITS)}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The USD value of `raw` at `price` (per whole unit); undefined without a price, or for nothing at all. */
export function formatUsd(raw: bigint, decimals: number, price: number | undefined): string | undefined {
  if (raw === 0n || price === undefined || !Number.isFinite(price) || price <= 0) return undefined;
  const value = Math.abs(Number(formatUnits(raw, decimals))) * price;
  if (value > 0 && value < 0.01) return '<$0.01';
  return usd.format(value);
}

export function amountOf(raw: bigint, decimals: number, symbol: string, price?: number): Amount {
  const value = formatAmount(raw < 0n ? -raw : raw, decimals);
  const inUsd = formatUsd(raw, decimals, price);
  return inUsd === undefined ? { value, symbol } : { value, symbol, usd: inUsd };
}
