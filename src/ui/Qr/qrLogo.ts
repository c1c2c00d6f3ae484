/** Share of the code's width the centre logo's plate may take: ~5 % of the area, well inside what level H recovers (30 %). */
export const QR_LOGO_SHARE = 0.22;

/**
 * The square (in modules) that a centre logo covers in a code `modules` wide, quiet zone included: an odd
 * number of modules, so it sits on the grid and exactly in the middle.
 */
export function qrLogoBox(modules: number, border = 2): { x: number; y: number; size: number } {
  const inner = modules - 2 * border;
  let size = Math.max(1, Math.round(inner * QR_LOGO_SHARE));
  if (size % 2 !== modules % 2) size -= 1;
  const x = (modules - size) / 2;
  return { x, y: x, size };
}
