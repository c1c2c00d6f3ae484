import { type ComponentType, createElement, lazy } from 'react';

/** A lazy chunk's loader that remembers the module once it is in. */
export type Chunk<M> = (() => Promise<M>) & { loaded?: M };

export function chunk<M>(load: () => Promise<M>): Chunk<M> {
  const fetchChunk: Chunk<M> = () =>
    load().then((module) => {
      fetchChunk.loaded = module;
      return module;
    });
  return fetchChunk;
}

let retries = 0;
/** Try again after a chunk failed to load: the views whose chunk failed fetch it again on their next render. */
export function retryFailedChunks() {
  retries += 1;
}

/**
 * A view from a lazy chunk that renders at once when the chunk is already in (prefetched on hover, or once the
 * Account view was idle). React.lazy alone suspends on its first render however warm the chunk is, and React 19
 * then holds the view back until 300 ms after its fallback appeared (its fallback throttle): a click on Send took
 * 305 ms to paint with the chunk cached. A cold chunk still goes through React.lazy and the view's Suspense.
 */
export function chunkView<M, P extends object>(from: Chunk<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  // React.lazy keeps a failed load for good (and retrying on its own would hammer a CDN that lost the file):
  // once a load failed, a render after retryFailedChunks() gets a fresh one that fetches again.
  const fresh = () => {
    const attempt = { retries, failed: false };
    const component = lazy(() =>
      from().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          attempt.failed = true;
          throw error;
        },
      ),
    );
    return { attempt, component };
  };
  let current = fresh();
  return function ChunkView(props: P) {
    if (current.attempt.failed && current.attempt.retries !== retries) current = fresh();
    return createElement(from.loaded ? pick(from.loaded) : current.component, props);
  };
}
