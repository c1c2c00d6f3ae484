import type { Locale } from './locales.ts';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A decimal as text (a token amount such as `0.03280666`) written the locale's way with every digit kept: Intl
 * reads the text itself, no float in between. Anything that is not a plain decimal comes back as it is.
 */
export function formatDecimal(locale: Locale, text: string): string {
  const value = text.trim();
  if (!DECIMAL.test(value)) return text;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(value as `${number}`);
}
