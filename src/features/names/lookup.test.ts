import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import type { InstanceContext } from '../../atoms/context.ts';
import { createNameActions } from './actions.ts';
import { nameFormAtom } from './state.ts';
import { failure, type FakeAnswer, fakeApi } from './api.fixture.ts';

function setup(answer: (path: string) => FakeAnswer | Promise<FakeAnswer>) {
  const store = createStore();
  const { api, calls } = fakeApi((call) => answer(call.path));
  const ctx = { store, debug: () => undefined, reportError: vi.fn() } as unknown as InstanceContext;
  return { store, ctx, calls, actions: createNameActions(ctx, api) };
}

describe('the live check of the name typed', () => {
  it('shows whether the name is taken and the free suggestions', async () => {
    const { store, actions } = setup(() => ({
      body: {
        suggestions: [
          { name: 'alice.reown.id', registered: true },
          { name: 'alice1.reown.id', registered: false },
        ],
      },
    }));
    actions.setInput('Alice');
    await actions.lookup();
    expect(store.get(nameFormAtom).lookup).toEqual({
      status: 'ready',
      label: 'Alice',
      name: 'alice.reown.id',
      registered: true,
      alternatives: ['alice1.reown.id'],
    });
  });

  it('asks nothing for a label that breaks the pattern', async () => {
    const { store, calls, actions } = setup(() => ({ body: { suggestions: [] } }));
    actions.setInput('ab_c');
    await actions.lookup();
    expect(calls).toEqual([]);
    expect(store.get(nameFormAtom).lookup).toEqual({ status: 'idle' });
  });

  it("shows 'Error fetching name suggestions', or the API's first reason", async () => {
    const failing = setup(() => ({ status: 503 }));
    failing.actions.setInput('alice');
    await failing.actions.lookup();
    expect(failing.store.get(nameFormAtom).lookup).toEqual({ status: 'error', label: 'alice', message: 'Error fetching name suggestions' });
    // Shown, and reported to error analytics too (SPEC section 8).
    expect(failing.ctx.reportError).toHaveBeenCalledWith(
      'INTERNAL_SDK_ERROR',
      expect.objectContaining({ action: 'lookup', errorType: 'NameError' }),
    );
    const reasoned = setup(() => ({ status: 400, body: failure('Name is reserved') }));
    reasoned.actions.setInput('alice');
    await reasoned.actions.lookup();
    expect(reasoned.store.get(nameFormAtom).lookup).toMatchObject({ status: 'error', message: 'Name is reserved' });
  });

  it('the last typed wins: an older answer arriving late is dropped', async () => {
    let releaseFirst!: (answer: FakeAnswer) => void;
    const { store, actions } = setup((path) =>
      path.endsWith('/slow')
        ? new Promise<FakeAnswer>((resolve) => {
            releaseFirst = resolve;
          })
        : { body: { suggestions: [{ name: 'fast.reown.id', registered: false }] } },
    );
    actions.setInput('slow');
    const first = actions.lookup();
    actions.setInput('fast');
    await actions.lookup();
    releaseFirst({ body: { suggestions: [{ name: 'slow.reown.id', registered: true }] } });
    await first;
    expect(store.get(nameFormAtom).lookup).toMatchObject({ status: 'ready', label: 'fast', registered: false });
  });
});
