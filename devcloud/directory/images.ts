/**
 * Stand-in images for wallets, networks, currencies and tokens: a small SVG whose colour and
 * initials come from the id, so the same id always looks the same and two ids rarely match.
 */
import { createHash } from 'node:crypto';

/** Up to two letters: the first of each of the first two words, or the first two of one word. */
export function initialsOf(text: string): string {
  const words = text.match(/[A-Za-z0-9]+/g) ?? [];
  const letters = words.length >= 2 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** A stable hue (0-359) for a seed. */
export function hueOf(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt16BE(0) % 360;
}

/** `seed` picks the colour, `label` gives the initials (a wallet's name, or the id itself). */
export function imageSvg(seed: string, label: string): string {
  const hue = hueOf(seed);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} 62% 42%)"/>`,
    '<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif"',
    ` font-size="36" font-weight="600" fill="#fff">${initialsOf(label)}</text>`,
    '</svg>',
  ].join('');
}
