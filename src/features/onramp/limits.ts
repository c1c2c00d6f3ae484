import type { MessageKey } from '../../core/i18n/en.ts';
import type { Locale } from '../../core/i18n/locales.ts';
import type { Translator } from '../../core/i18n/translator.ts';
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

/**
 * A fiat amount with its currency's sign, the locale's way (`$7,500`, `€10.50` in English, `7.500 $` in German);
 * cents only when there are any, unless `cents`.
 */
export function formatFiat(locale: Locale, amount: string | number, currency: string, cents = false): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  const digits = cents || !Number.isInteger(value) ? 2 : 0;
  try {
    return new Intl.NumberFormat(locale, {
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

/** The payment methods a visitor reads by kind: `card`, and ACH or SEPA as a bank account; others by their id. */
type MethodKind = 'card' | 'bankAccount' | 'other';

const methodKind = (id: string): MethodKind => (id === 'card' ? 'card' : id.endsWith('bank_account') ? 'bankAccount' : 'other');

/** A method's id in words (`apple_pay` → `apple pay`), for a method the catalogue has no name for. */
const methodWords = (id: string) => id.replace(/_/g, ' ');

const METHOD_NAMES: Record<Exclude<MethodKind, 'other'>, MessageKey> = { card: 'buy.card', bankAccount: 'buy.bankAccount' };
const LIMIT_TEXTS: Record<MethodKind, MessageKey> = {
  card: 'buy.limits.card',
  bankAccount: 'buy.limits.bankAccount',
  other: 'buy.limits.other',
};

/** A payment method's name as a visitor reads it: Card, Bank account (ACH, SEPA), else its id in words. */
export function methodLabel(t: Translator, id: string): string {
  const kind = methodKind(id);
  if (kind !== 'other') return t(METHOD_NAMES[kind]);
  const words = methodWords(id);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What may be paid by `method` (e.g. "From $10 to $7,500 by card"), the method named in the sentence's own case. */
export function limitText(t: Translator, limit: PaymentMethodLimit, currency: string, method: string): string {
  const range = { min: formatFiat(t.locale, limit.min, currency), max: formatFiat(t.locale, limit.max, currency) };
  return t(LIMIT_TEXTS[methodKind(method)], { ...range, method: methodWords(method) });
}

/** The text of an amount outside `limit` (e.g. "Enter an amount between $10 and $7,500"). */
export function amountErrorText(t: Translator, limit: PaymentMethodLimit, currency: string): string {
  return t('buy.amountBetween', { min: formatFiat(t.locale, limit.min, currency), max: formatFiat(t.locale, limit.max, currency) });
}

/** The limits of paying in `currency` by `method`, as the options list them; undefined when they don't offer it. */
export function limitOf(options: OnrampOptions, currency: string, method: string): PaymentMethodLimit | undefined {
  return options.paymentCurrencies.find((c) => c.id === currency)?.payment_method_limits.find((l) => l.id === method);
}

/** Whether `amount` may be paid within `limit` (an empty field asks for nothing yet, so it is not outside). */
export function isOutsideLimit(amount: string, limit: PaymentMethodLimit): boolean {
  if (!amount.trim()) return false;
  const cents = fiatCents(amount);
  const min = fiatCents(limit.min);
  const max = fiatCents(limit.max);
  return !(cents !== undefined && (min === undefined || cents >= min) && (max === undefined || cents <= max));
}
