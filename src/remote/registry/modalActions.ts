import { servicesAtom } from '../../atoms/services.ts';
import { walletConnectConfig } from '../../chains/connectors/walletconnectConfig.ts';
import { apiClientFor } from '../../core/api/apiClient.ts';
import { isMobileUserAgent } from '../../core/api/directory.ts';
import type { ModalKit } from '../modal/kit.ts';
import type { ActivityServices } from '../../atoms/activity.ts';
import type { NftServices } from '../../atoms/nfts.ts';
import { createDirectoryActions } from '../../features/connect/directory.ts';
import { createWalletConnectActions } from '../../features/connect/walletConnectPairing.ts';

/**
 * Puts the directory and WalletConnect pairing actions on the instance's services. Runs with the modal chunk, so
 * none of this code is in the `./appkit` entry; the directory's first page is requested at once.
 */
export function attachWalletActions(kit: ModalKit) {
  const { store, options } = kit;
  const mobile = typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
  const directory = createDirectoryActions({
    store,
    // ofetch with the 10 s time-out: the modal chunk is past the pre-open path, where `kit.api` stays on fetch.
    api: apiClientFor(options, 'apiUrl'),
    options,
    storage: kit.storage,
    mobile,
    debug: (message, detail) => kit.debug(message, detail),
    commit: (change) => kit.commitSync(change),
    track: (event, properties) => kit.track(event, properties),
  });
  const walletConnect = createWalletConnectActions({
    store,
    // The connector travels with universal-provider in their lazy chunk, fetched when a pairing starts.
    createPairing: (config) =>
      import(/* webpackChunkName: "airlock-walletconnect" */ '../../chains/connectors/walletconnect.ts').then((m) =>
        m.createPairing(config),
      ),
    config: walletConnectConfig(options),
    debug: (message, detail) => kit.debug(message, detail),
    // The approved session becomes the eip155 connection in the wallet actions chunk (the connect feature).
    onSession: (session) => kit.walletActions().then((a) => a.connect.connectWalletConnect(session)),
  });
  // The history actions ride in the activity feature's chunk (same chunk name as the view), fetched when
  // the Activity tab first opens.
  let activityLoad: Promise<ActivityServices> | undefined;
  const activityActions = () =>
    (activityLoad ??= import(/* webpackChunkName: "airlock-feature-activity" */ '../../features/activity/index.ts').then(
      ({ createActivityActions }) => createActivityActions(kit),
      (error) => {
        activityLoad = undefined;
        throw error;
      },
    ));
  const activity: ActivityServices = {
    load: () => activityActions().then((a) => a.load()),
    loadMore: () => activityActions().then((a) => a.loadMore()),
    retry: () => activityActions().then((a) => a.retry()),
  };
  // The NFT actions ride in the nfts feature's chunk (same chunk name as the grid), fetched when the NFTs tab first opens.
  let nftsLoad: Promise<NftServices> | undefined;
  const nfts: NftServices = {
    load: () =>
      (nftsLoad ??= import(/* webpackChunkName: "airlock-feature-nfts" */ '../../features/nfts/index.ts').then(
        ({ createNftActions }) => createNftActions(kit),
        (error) => {
          nftsLoad = undefined;
          throw error;
        },
      )).then((a) => a.load()),
  };
  const services = store.get(servicesAtom);
  if (services) store.set(servicesAtom, { ...services, directory, walletConnect, activity, nfts });
  if (options.enableWallets !== false) void directory.loadConnectLists();
}
