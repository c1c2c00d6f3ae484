import type * as React from 'react';

/**
 * The part of React the public surface uses. The surface is built for one React at a time (`bindReact`), so a
 * hook always runs on the React of the host that renders it, even when two hosts with two Reacts share one
 * Airlock container on a page. Elements are made with that React's `createElement`, never our JSX runtime.
 */
export type HostReact = Pick<
  typeof React,
  'createElement' | 'Fragment' | 'useCallback' | 'useEffect' | 'useRef' | 'useState' | 'useSyncExternalStore'
>;
