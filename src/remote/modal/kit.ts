import type { InstanceContext } from '../../atoms/context.ts';
import type { EmbeddedActions, MultiWalletActions, WalletActions } from '../registry/actions.ts';

/**
 * What the modal's chunk needs of its instance: the AppKit satisfies it. A type of its own, so the modal
 * chunk and the instance do not import each other (the instance loads the modal lazily).
 */
export type ModalKit = InstanceContext & {
  /** Runs a state change and renders it at once; the modal chunk sets it to React's flushSync. */
  commitSync: (change: () => void) => void;
  /** Set by the modal chunk when it mounts, so destroy can take the modal down. */
  unmount: (() => void) | undefined;
  /** The wallet actions chunk (connect, network, account), loaded on first use. */
  walletActions(): Promise<WalletActions>;
  /** The multi-wallet chunk, loaded on first use. */
  multiWalletActions(): Promise<MultiWalletActions>;
  /** The embedded wallet's chunk, loaded on first use. */
  embeddedActions(): Promise<EmbeddedActions>;
  /** The element focused when the modal opened; focus goes back to it on close. */
  returnFocusTo: HTMLElement | null;
};
