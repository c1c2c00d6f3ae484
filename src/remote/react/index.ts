/** `airlock/react`: hooks and ready-made buttons bound to an instance (the latest one unless passed). */
import * as React from 'react';
import type { HostReact } from './hostReact.ts';
import { createSurface, type Surface } from './surface.ts';

const surfaces = new WeakMap<HostReact, Surface>();

/**
 * The same hooks and buttons built on `react`, for a host whose React is not the one this container resolved
 * (another host on the page loaded Airlock first). The README's runtime plugin calls it with the host's React.
 */
export function bindReact(react: HostReact): Surface & { bindReact: typeof bindReact } {
  let surface = surfaces.get(react);
  if (!surface) surfaces.set(react, (surface = Object.assign(createSurface(react), { bindReact })));
  return surface as Surface & { bindReact: typeof bindReact };
}

export const {
  useAppKit,
  useAppKitState,
  useAppKitTheme,
  useAppKitEvents,
  usePay,
  useAppKitAccount,
  useAppKitNetwork,
  useDisconnect,
  useWalletInfo,
  useAppKitProvider,
  useAppKitBalance,
  useAppKitConnections,
  ConnectButton,
  AccountButton,
  NetworkButton,
} = bindReact(React);
export type { ConnectButtonProps, AccountButtonProps, NetworkButtonProps } from './buttons.ts';
