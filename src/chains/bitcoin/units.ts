/** Satoshis per bitcoin. */
const SATS_PER_BTC = 100_000_000n;

/** Satoshis as BTC text (`150000000n` → `'1.5'`). */
export function formatSats(sats: bigint): string {
  const sign = sats < 0n ? '-' : '';
  const value = sats < 0n ? -sats : sats;
  const fraction = (value % SATS_PER_BTC).toString().padStart(8, '0').replace(/0+$/, '');
  return `${sign}${value / SATS_PER_BTC}${fraction ? `.${fraction}` : ''}`;
}

/** A BTC amount typed by a visitor as satoshis; undefined when it is not a positive amount of at most 8 decimals. */
export function parseBtc(text: string): bigint | undefined {
  const match = /^(\d{1,8})(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!match) return undefined;
  const sats = BigInt(match[1]!) * SATS_PER_BTC + BigInt((match[2] ?? '').padEnd(8, '0'));
  return sats > 0n ? sats : undefined;
}
