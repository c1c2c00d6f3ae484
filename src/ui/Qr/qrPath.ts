import { encode } from 'uqr';

export type QrEcc = 'L' | 'M' | 'Q' | 'H';

/**
 * The dark modules of a QR code as one SVG path (runs of modules per row merged), with the matrix size.
 * React renders it as an element, so no SVG markup string and no style attribute is ever parsed (CSP-safe).
 * `ecc` H leaves room for a logo over the centre (see qrLogo.ts).
 */
export function qrPath(value: string, { border = 2, ecc = 'M' }: { border?: number; ecc?: QrEcc } = {}): { size: number; d: string } {
  const { data, size } = encode(value, { ecc, border });
  let d = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { size, d };
}
