import { encode } from 'uqr';

/**
 * The dark modules of a QR code as one SVG path (runs of modules per row merged), with the matrix size.
 * React renders it as an element, so no SVG markup string and no style attribute is ever parsed (CSP-safe).
 */
export function qrPath(value: string, border = 2): { size: number; d: string } {
  const { data, size } = encode(value, { ecc: 'M', border });
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
