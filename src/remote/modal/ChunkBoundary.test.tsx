// @vitest-environment happy-dom
import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { chunk, chunkView } from '../registry/chunkView.ts';
import { ChunkBoundary, versionIsGone } from './ChunkBoundary.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;
const chunkLoadError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

/** A view whose chunk fails `failures` times, then loads. */
function flakyView(failures: number) {
  const attempts = { count: 0 };
  const load = chunk(async () => {
    attempts.count += 1;
    if (attempts.count <= failures) throw chunkLoadError();
    return { Hello };
  });
  return { View: chunkView(load, (m) => m.Hello), attempts };
}

async function mount(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container, { onUncaughtError: () => undefined, onCaughtError: () => undefined });
  await act(async () => root.render(node));
  const button = () => container.querySelector('button');
  return { container, button };
}

describe('ChunkBoundary', () => {
  it('a chunk that failed to load says so; Try again fetches it again and shows the view', async () => {
    const { View, attempts } = flakyView(1);
    const { container, button } = await mount(
      <ChunkBoundary isGone={async () => false}>
        <Suspense fallback={<p>Loading</p>}>
          <View name="Ada" />
        </Suspense>
      </ChunkBoundary>,
    );
    await expect.poll(() => container.textContent).toContain("Couldn't load this part of the wallet.");
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    await act(async () => button()!.click());
    await expect.poll(() => container.textContent, { timeout: 2000 }).toBe('Hello Ada');
    expect(attempts.count).toBe(2);
  });

  it("when the page's version is gone, says so, and Try again reloads the page (the channel's current version)", async () => {
    const { View } = flakyView(Number.POSITIVE_INFINITY);
    const reloadPage = vi.fn();
    const { container, button } = await mount(
      <ChunkBoundary isGone={async () => true} reloadPage={reloadPage}>
        <Suspense fallback={<p>Loading</p>}>
          <View name="Ada" />
        </Suspense>
      </ChunkBoundary>,
    );
    await expect
      .poll(() => container.textContent)
      .toContain('This version of the wallet is no longer available. Try again to load the current one.');
    await act(async () => button()!.click());
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('leaves any other error alone (a view that throws is not a missing chunk)', async () => {
    const Broken = () => {
      throw new Error('a bug');
    };
    const container = document.createElement('div');
    const root = createRoot(container, { onCaughtError: () => undefined });
    // Uncaught: it reaches the root as it would without the boundary (act rethrows it), and no message shows.
    await expect(
      act(async () =>
        root.render(
          <ChunkBoundary isGone={async () => false}>
            <Broken />
          </ChunkBoundary>,
        ),
      ),
    ).rejects.toThrow('a bug');
    expect(container.textContent).toBe('');
  });
});

describe('versionIsGone', () => {
  it('is false outside a build (no public path), without a request', async () => {
    const fetchFn = vi.fn();
    expect(await versionIsGone(fetchFn)).toBe(false);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
