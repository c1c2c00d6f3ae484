import type { InstanceContext } from '../../atoms/context.ts';
import { embeddedUserAtom, smartAccountNetworksAtom } from '../../atoms/embedded.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import { storePreferredType } from './accountType.ts';
import type { EmbeddedConnection } from './connection.ts';
import type { FrameSession } from './frameSession.ts';

/** The embedded wallet's account type: the smart-account networks and the switch between EOA and smart account. */
export function createSmartAccountActions(ctx: InstanceContext, session: FrameSession, connection: EmbeddedConnection) {
  const { store, storage } = ctx;
  const { guard, messenger, messageOf } = session;

  async function loadSmartAccountNetworks(): Promise<number[]> {
    try {
      const { smartAccountEnabledNetworks } = await guard(messenger().request('@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS'));
      store.set(smartAccountNetworksAtom, smartAccountEnabledNetworks);
      storage.set(STORAGE_KEYS.smartAccountEnabledNetworks, smartAccountEnabledNetworks.join(','));
      return smartAccountEnabledNetworks;
    } catch (error) {
      ctx.debug('embedded wallet: smart-account networks unavailable', error);
      return [];
    }
  }

  /** Switches to the smart account (only where the network supports it and the current type is eoa, SPEC section 6). */
  async function setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<void> {
    const user = store.get(embeddedUserAtom);
    if (!user) return;
    if (type === 'smartAccount') {
      const chainId = session.evmChainId();
      const networks = store.get(smartAccountNetworksAtom);
      if (user.preferredAccountType !== 'eoa' || chainId === undefined || !networks.includes(chainId)) return;
    }
    try {
      await guard(messenger().request('@w3m-app/SET_PREFERRED_ACCOUNT', { type }));
      storePreferredType(storage, type);
      const next = await connection.getUser();
      void connection.establish({ ...next, preferredAccountType: next.preferredAccountType ?? type }, {});
      ctx.toaster.showSuccess(type === 'smartAccount' ? 'Switched to smart account' : 'Switched to EOA');
    } catch (error) {
      ctx.toaster.showError(messageOf(error, 'An error occurred'));
    }
  }

  return { loadSmartAccountNetworks, setPreferredAccountType };
}
