import { atom } from 'jotai/vanilla';
import type { CaipNetworkId, ChainNamespace } from '../core/caip.ts';
import { activeNamespaceAtom, connectionAtom, type PublicConnectionStatus, publicStatusOf } from './connection.ts';
import { remoteConfigSettledAtom } from './remoteConfig.ts';
import { modalLoadingAtom, modalOpenAtom } from './modal.ts';
import { activeNetworkAtom } from './network.ts';
import { themeModeAtom } from './options.ts';
import { currentRoute, routerAtom, type View } from './router.ts';

/** What `getState()` returns and `subscribeState()` delivers. */
export type PublicState = {
  open: boolean;
  loading: boolean;
  initialized: boolean;
  view: View;
  themeMode: 'light' | 'dark';
  activeChain: ChainNamespace;
  selectedNetworkId: CaipNetworkId | undefined;
  status: PublicConnectionStatus;
  address: string | undefined;
};

/**
 * The public state as one derived atom: a subscriber mounts it once, instead of one subscription per
 * field's atom (the host's Connect button subscribes on its first render).
 */
export const publicStateAtom = atom((get): PublicState => {
  const namespace = get(activeNamespaceAtom);
  const connection = get(connectionAtom(namespace));
  return {
    open: get(modalOpenAtom),
    loading: get(modalLoadingAtom),
    initialized: get(remoteConfigSettledAtom),
    view: currentRoute(get(routerAtom)).view,
    themeMode: get(themeModeAtom),
    activeChain: namespace,
    selectedNetworkId: get(activeNetworkAtom)?.caipNetworkId,
    status: publicStatusOf(connection),
    address: connection.address,
  };
});
