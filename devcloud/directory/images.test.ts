import { describe, expect, it } from 'vitest';
import { hueOf, imageSvg, initialsOf } from './images.ts';

describe('images', () => {
  it('takes initials from the first two words, or two letters of one word', () => {
    expect(initialsOf('Aurora Wallet 17')).toBe('AW');
    expect(initialsOf('MetaMask')).toBe('ME');
    expect(initialsOf('eth')).toBe('ET');
    expect(initialsOf('---')).toBe('?');
  });

  it('is deterministic per id and differs between ids', () => {
    expect(imageSvg('abc', 'Aurora Wallet')).toBe(imageSvg('abc', 'Aurora Wallet'));
    expect(imageSvg('abc', 'Aurora Wallet')).not.toBe(imageSvg('abd', 'Aurora Wallet'));
    expect(hueOf('abc')).toBe(hueOf('abc'));
    expect(hueOf('abc')).toBeGreaterThanOrEqual(0);
    expect(hueOf('abc')).toBeLessThan(360);
  });

  it('is a small standalone SVG with the initials', () => {
    const svg = imageSvg('seed', 'Trust Wallet');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('>TW</text>');
    expect(svg.length).toBeLessThan(1000);
  });
});
