/** Formats a decimal string amount for display (at most `max` fraction digits, grouped). */
export function formatAmount(numeric: string, max = 4): string {
  const value = Number(numeric);
  if (!Number.isFinite(value)) return numeric;
  if (value > 0 && value < 10 ** -max) return `<${(10 ** -max).toFixed(max)}`;
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: max }).format(value);
}

export function formatUsd(value: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
}
