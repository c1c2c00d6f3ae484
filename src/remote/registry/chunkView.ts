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

/**
 * A view from a lazy chunk that renders at once when the chunk is already in (prefetched on hover, or once the
 * Account view was idle). React.lazy alone suspends on its first render however warm the chunk is, and React 19
 * then holds the view back until 300 ms after its fallback appeared (its fallback throttle): a click on Send took
 * 305 ms to paint with the chunk cached. A cold chunk still goes through React.lazy and the view's Suspense.
 */
export function chunkView<M, P extends object>(from: Chunk<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => from().then((module) => ({ default: pick(module) })));
  return function ChunkView(props: P) {
    return createElement(from.loaded ? pick(from.loaded) : Lazy, props);
  };
}
