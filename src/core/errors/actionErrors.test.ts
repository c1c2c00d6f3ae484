import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { DisconnectError } from './wallet.ts';
import { StoreActionError, withErrorReporting } from './actionErrors.ts';

describe('store-action errors (SPEC section 8)', () => {
  it('reports a rejected action as an internal SDK error and rethrows the original', async () => {
    const report = vi.fn<(error: StoreActionError) => void>();
    const original = new DisconnectError({ cause: new Error('relay down') });
    const actions = withErrorReporting({ disconnect: async () => Promise.reject(original) }, report);
    await expect(actions.disconnect()).rejects.toBe(original);
    expect(report).toHaveBeenCalledTimes(1);
    const wrapped = report.mock.calls[0]![0];
    expect(wrapped).toBeInstanceOf(StoreActionError);
    expect(wrapped).toMatchObject({ name: 'StoreActionError', category: 'INTERNAL_SDK_ERROR', action: 'disconnect', cause: original });
    expect(wrapped.report()).toEqual({
      errorType: 'DisconnectError',
      errorMessage: 'Failed to disconnect',
      stackTrace: original.stack,
      action: 'disconnect',
    });
  });

  it('wraps synchronous throws too, and leaves results and non-functions alone', () => {
    const report = vi.fn();
    const actions = withErrorReporting(
      {
        label: 'kept',
        add: (a: number, b: number) => a + b,
        boom: (): number => {
          throw new Error('sync failure');
        },
      },
      report,
    );
    expect(actions.label).toBe('kept');
    expect(actions.add(2, 3)).toBe(5);
    expect(() => actions.boom()).toThrow('sync failure');
    expect(report.mock.calls[0]![0]).toMatchObject({ action: 'boom', shortMessage: 'sync failure' });
  });

  it('categorises cloud API failures as API errors, and honours a group default', async () => {
    const report = vi.fn<(error: StoreActionError) => void>();
    await expect(withErrorReporting({ load: async () => Promise.reject(new ApiError('Bad answer')) }, report).load()).rejects.toThrow();
    await expect(withErrorReporting({ other: async () => Promise.reject(new Error('x')) }, report, 'API_ERROR').other()).rejects.toThrow();
    expect(report.mock.calls.map(([e]) => e.category)).toEqual(['API_ERROR', 'API_ERROR']);
  });

  it('reports an error once, however many wrapped actions it passes through', async () => {
    const report = vi.fn();
    const inner = withErrorReporting({ fail: async () => Promise.reject(new Error('once')) }, report);
    const outer = withErrorReporting({ run: () => inner.fail() }, report);
    await expect(outer.run()).rejects.toThrow('once');
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('reports what is thrown even when it is not an Error', async () => {
    const report = vi.fn<(error: StoreActionError) => void>();
    await expect(withErrorReporting({ odd: async () => Promise.reject('plain text') }, report).odd()).rejects.toBe('plain text');
    expect(report.mock.calls[0]![0].report()).toMatchObject({ errorType: 'StoreActionError', errorMessage: 'plain text' });
  });
});
