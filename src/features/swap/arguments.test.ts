import { describe, expect, it } from 'vitest';
import { readSwapArguments } from './arguments.ts';

describe("open({ view: 'Swap', arguments })", () => {
  it('reads texts as given and a number amount as its full decimal text', () => {
    const notes: string[] = [];
    const note = (message: string) => void notes.push(message);
    expect(readSwapArguments({ fromToken: 'ETH', toToken: 'AUSD', amount: '1.5' }, note)).toEqual({
      fromToken: 'ETH',
      toToken: 'AUSD',
      amount: '1.5',
    });
    expect(readSwapArguments({ amount: 2 }, note)).toEqual({ amount: '2' });
    expect(readSwapArguments({ amount: 1e-7 }, note)).toEqual({ amount: '0.0000001' });
    expect(readSwapArguments({ amount: 1e21 }, note)).toEqual({ amount: '1000000000000000000000' });
    expect(notes).toEqual([]);
  });

  it('leaves out, with a note, a field it cannot read, and anything that is not an object', () => {
    const notes: string[] = [];
    const note = (message: string) => void notes.push(message);
    expect(readSwapArguments({ amount: -1, toToken: 7, fromToken: 'ETH' }, note)).toEqual({ fromToken: 'ETH' });
    expect(readSwapArguments({ amount: Number.NaN }, note)).toEqual({});
    expect(readSwapArguments('0.5', note)).toEqual({});
    expect(readSwapArguments(null, note)).toEqual({});
    expect(notes).toHaveLength(5);
  });
});
