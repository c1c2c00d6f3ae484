import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrPath } from './qrPath.ts';

describe('qrPath', () => {
  it('draws exactly the dark modules of the code', () => {
    const value = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=abc';
    const { size, d } = qrPath(value);
    const { data } = encode(value, { ecc: 'M', border: 2 });
    expect(size).toBe(data.length);
    const dark = data.flat().filter(Boolean).length;
    const drawn = [...d.matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(drawn).toBe(dark);
    expect(d).not.toMatch(/[<>"]/);
  });
});
