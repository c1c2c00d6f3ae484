// @vitest-environment happy-dom
import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { chunk, chunkView } from './chunkView.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

function render(node: React.ReactNode) {
  const container = document.createElement('div');
  const root = createRoot(container);
  return { container, mount: () => act(() => root.render(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>)) };
}

describe('chunkView', () => {
  it('renders at once, without its fallback, once the chunk was loaded ahead', async () => {
    const load = chunk(async () => ({ Hello }));
    const View = chunkView(load, (m) => m.Hello);
    await load();
    const { container, mount } = render(<View name="Ada" />);
    // One synchronous pass: a suspended render would show the fallback here.
    mount();
    expect(container.textContent).toBe('Hello Ada');
  });

  it('shows the fallback while a cold chunk loads, then the view', async () => {
    let resolve!: (m: { Hello: typeof Hello }) => void;
    const load = chunk(() => new Promise<{ Hello: typeof Hello }>((r) => (resolve = r)));
    const View = chunkView(load, (m) => m.Hello);
    const { container, mount } = render(<View name="Grace" />);
    mount();
    expect(container.textContent).toBe('Loading');
    await act(async () => resolve({ Hello }));
    await expect.poll(() => container.textContent, { timeout: 2000 }).toBe('Hello Grace');
    expect(load.loaded?.Hello).toBe(Hello);
  });
});
