/** Token amounts as a visitor types them and as chains count them (smallest units): send and swap share these. */

/** A decimal amount as typed: digits, one optional point. */
export const AMOUNT_PATTERN = /^(\d+(\.\d*)?|\.\d+)$/;

/** `amount` in the token's smallest units, or undefined when it is not a plain decimal number. */
export function toUnits(amount: string, decimals: number): bigint | undefined {
  const text = amount.trim();
  if (!AMOUNT_PATTERN.test(text)) return undefined;
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > decimals) return undefined;
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`);
}

/** Smallest units as a decimal text without trailing zeros (`1500000000000000000n, 18` → `1.5`). */
export function fromUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
