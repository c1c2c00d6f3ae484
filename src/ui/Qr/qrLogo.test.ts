import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrLogoBox } from './qrLogo.ts';

/** The code as RGBA pixels, `scale` px a module, with the logo's box painted white (the worst a logo can do). */
function render(value: string, scale: number) {
  const { data, size } = encode(value, { ecc: 'H', border: 2 });
  const box = qrLogoBox(size);
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const covered = x >= box.x && x < box.x + box.size && y >= box.y && y < box.y + box.size;
      if (!data[y]![x] || covered) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const i = ((y * scale + dy) * width + x * scale + dx) * 4;
          pixels[i] = pixels[i + 1] = pixels[i + 2] = 17;
        }
      }
    }
  }
  return { pixels, width, size, box };
}

describe('qrLogoBox', () => {
  it('is an odd-sided square in the exact middle, about a fifth of the code wide', () => {
    for (const modules of [25, 29, 37, 41, 57]) {
      const box = qrLogoBox(modules);
      expect(Number.isInteger(box.x)).toBe(true);
      expect(box.x + box.size / 2).toBe(modules / 2);
      expect(box.size / (modules - 4)).toBeGreaterThan(0.15);
      expect(box.size / (modules - 4)).toBeLessThan(0.25);
    }
  });

  it('leaves an address code decodable when the logo hides every module under it', () => {
    for (const address of [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0x0000000000000000000000000000000000000000',
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    ]) {
      const { pixels, width, box } = render(address, 6);
      expect(box.size).toBeGreaterThanOrEqual(5);
      expect(jsQR(pixels, width, width)?.data).toBe(address);
    }
  });
});
