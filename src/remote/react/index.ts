/** `airlock/react`: hooks and ready-made buttons bound to an instance (the latest one unless passed). */
import * as React from 'react';
import type { HostReact } from './hostReact.ts';
import { createSurface, type Surface } from './surface.ts';

const surfaces = new WeakMap<HostReact, Surface>();

/**
 * The same hooks and buttons built on another React. A host that shares a page with another React host calls it
 * with its own React (the runtime plugin of `@airlock/host` does it for you); without it, `airlock/react` runs on
 * the React of the first host on the page that loaded this build.
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
  /** `pay()` of the instance: resolves with the transaction hash once mined, rejects with a `PayError`. */
  usePay,
  useAppKitAccount,
  useAppKitNetwork,
  useDisconnect,
  useWalletInfo,
  /** The connected wallet's provider of `namespace`: an EIP-1193 provider on eip155, a `SolanaProvider` on solana. */
  useAppKitProvider,
  /** The native balance of the active network (undefined until known). */
  useAppKitBalance,
  /** Multi-wallet: the connections (of `namespace`) with switch and delete; `[]` with the `multiWallet` feature off. */
  useAppKitConnections,
  /**
   * Multi-wallet, one namespace (default: the active one): its active connection, whether a switch is under way, and
   * switching to or deleting a connection, each ending in `onSuccess` or `onError`. With the `multiWallet` feature off
   * the connection is undefined and the 'Multi-Wallet Not Enabled' alert names this hook.
   */
  useAppKitConnection,
  /** Opens the modal (shows the account once connected); says "Wallet unavailable · Try again" if it can't load. */
  ConnectButton,
  /** The connected account and its native balance; opens the Account view. Renders nothing while disconnected. */
  AccountButton,
  /** The active network's name; opens the network picker. */
  NetworkButton,
} = bindReact(React);
export type { ConnectButtonProps, AccountButtonProps, NetworkButtonProps } from './buttons.ts';
export type { AppKitConnectionChange, AppKitConnectionOptions } from './walletHooks.ts';
