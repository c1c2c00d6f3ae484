import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cellsOf, hueOf, imagePng } from './images.ts';

describe('images', () => {
  it('is deterministic per id and differs between ids', () => {
    expect(imagePng('abc').equals(imagePng('abc'))).toBe(true);
    expect(imagePng('abc').equals(imagePng('abd'))).toBe(false);
    expect(hueOf('abc')).toBe(hueOf('abc'));
    expect(hueOf('abc')).toBeGreaterThanOrEqual(0);
    expect(hueOf('abc')).toBeLessThan(360);
  });

  it('mirrors the grid left to right', () => {
    for (const row of cellsOf('seed')) expect(row).toEqual([...row].reverse());
  });

  it('is a small valid 96×96 RGB PNG', () => {
    const png = imagePng('seed');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(96);
    expect(png.readUInt32BE(20)).toBe(96);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe((96 * 3 + 1) * 96);
    expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
    expect(png.length).toBeLessThan(1500);
  });
});
