/** Chain ids as the app may send them; shared by the server and the frame page (no dependencies). */

/** 31337, '31337', '0x7a69' and 'eip155:31337' all mean chain 31337; anything else is null. */
export function parseChainId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const reference = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value;
  if (/^0x[0-9a-f]+$/i.test(reference) || /^[1-9]\d*$/.test(reference)) return parseChainId(Number(reference));
  return null;
}
