/** Tints a channel towards white by `amount` (0..1). */
const tint = (channel: number, amount: number) => Math.round(channel + (255 - channel) * amount);

/**
 * The generated avatar's colours for an address: its first six hex digits as a base colour and
 * 5 tints of step 0.15 (SPEC section 9), darkest first, as `rgb()` strings.
 */
export function avatarColors(address: string): string[] {
  const hex = address
    .toLowerCase()
    .replace(/^0x/, '')
    .replace(/[^0-9a-f]/g, '')
    .padEnd(6, '0')
    .slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  return Array.from({ length: 5 }, (_, i) => `rgb(${tint(r, i * 0.15)}, ${tint(g, i * 0.15)}, ${tint(b, i * 0.15)})`);
}

/** A radial gradient over the five colours (set through the CSSOM, so CSP-safe). */
export function avatarGradient(address: string): string {
  const [c1, c2, c3, c4, c5] = avatarColors(address);
  return `radial-gradient(75% 75% at 65% 25%, ${c5} 0%, ${c4} 25%, ${c3} 45%, ${c2} 65%, ${c1} 100%)`;
}
