import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDiscoveryList } from './discovery.ts';

describe('discovery list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('finds an entry that is already there at once', async () => {
    const list = createDiscoveryList<string>();
    list.set(['a', 'b']);
    await expect(list.find((x) => x === 'b', 1000)).resolves.toBe('b');
  });

  it('waits for an entry announced later', async () => {
    const list = createDiscoveryList<string>();
    const found = list.find((x) => x === 'late', 1000);
    vi.advanceTimersByTime(300);
    list.set(['late']);
    await expect(found).resolves.toBe('late');
  });

  it('gives up after the wait with undefined', async () => {
    const list = createDiscoveryList<string>();
    const found = list.find((x) => x === 'never', 1000);
    vi.advanceTimersByTime(1000);
    await expect(found).resolves.toBeUndefined();
  });
});
