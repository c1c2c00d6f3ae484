import { attachWalletActions } from '../registry/modalActions.ts';
import { installServices } from '../registry/services.ts';
import type { ModalKit } from './kit.ts';
import { mountModal } from './mount.tsx';

/**
 * The modal chunk's entry: the instance's services, the directory and WalletConnect actions, then the modal. One
 * module, so the instance (before interactive) names the modal's chunks once, not once per module it needs.
 */
export function startModal(kit: ModalKit) {
  installServices(kit);
  attachWalletActions(kit);
  mountModal(kit);
}
