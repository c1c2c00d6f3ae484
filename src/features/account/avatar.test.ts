import { describe, expect, it } from 'vitest';
import { avatarColors } from './avatar.ts';

describe('generated avatar', () => {
  it('gives 5 tints of step 0.15 of the address colour', () => {
    const colors = avatarColors('0x0080ff00000000000000000000000000000000');
    expect(colors).toHaveLength(5);
    expect(colors[0]).toBe('rgb(0, 128, 255)');
    expect(colors[1]).toBe('rgb(38, 147, 255)');
    expect(colors[4]).toBe('rgb(153, 204, 255)');
  });
});
