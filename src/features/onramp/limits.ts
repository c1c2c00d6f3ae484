import type { OnrampOptions, PaymentMethodLimit } from './schemas.ts';

/** A fiat amount as typed: digits, at most two decimals. */
const FIAT = /^(\d{1,9})(?:\.(\d{0,2}))?$/;

/** A typed fiat amount in whole cents, or undefined when it is not a plain amount such as `100` or `99.50`. */
export function fiatCents(text: string): bigint | undefined {
  const match = FIAT.exec(text.trim());
  if (!match) return undefined;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as decimal text with two decimals (`1048n` → `10.48`). */
export function centsToText(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A fiat amount with its currency's sign (`$7,500`, `€10.50`); cents only when there are any, unless `cents`. */
export function formatFiat(amount: string | number, currency: string, cents = false): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  const digits = cents || !Number.isInteger(value) ? 2 : 0;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: 2,
    }).format(value);
  } catch {
    // Not an ISO currency code: the amount and the code as they came.
    return `${value.toFixed(digits)} ${currency}`;
  }
}

/** The payment methods' names as a visitor reads them: `card`, and ACH or SEPA as a bank account. */
export function methodLabel(id: string): string {
  if (id === 'card') return 'Card';
  if (id.endsWith('bank_account')) return 'Bank account';
  const words = id.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The limits of paying in `currency` by `method`, as the options list them; undefined when they don't offer it. */
export function limitOf(options: OnrampOptions, currency: string, method: string): PaymentMethodLimit | undefined {
  return options.paymentCurrencies.find((c) => c.id === currency)?.payment_method_limits.find((l) => l.id === method);
}

/**
 * Whether `amount` may be paid within `limit`: null when it may, else the text that says what may be
 * (e.g. "Enter an amount between $10 and $7,500"). An empty field asks for nothing yet.
 */
export function amountError(amount: string, limit: PaymentMethodLimit, currency: string): string | null {
  if (!amount.trim()) return null;
  const cents = fiatCents(amount);
  const min = fiatCents(limit.min);
  const max = fiatCents(limit.max);
  if (cents !== undefined && (min === undefined || cents >= min) && (max === undefined || cents <= max)) return null;
  return `Enter an amount between ${formatFiat(limit.min, currency)} and ${formatFiat(limit.max, currency)}`;
}
