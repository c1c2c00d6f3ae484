import { servicesAtom } from '../../atoms/services.ts';
import type { ModalKit } from '../modal/kit.ts';
import { prefetchView } from './views.tsx';

/**
 * Puts on the instance's store what the modal's views may ask of it (navigation, toaster, API clients and the
 * wallet and embedded-wallet actions, each loading its chunk on first use). Runs with the modal chunk, so the
 * `./appkit` entry a host loads before the first open carries none of it.
 */
export function installServices(kit: ModalKit) {
  kit.store.set(servicesAtom, {
    instance: kit,
    push: (view, data) => kit.push(view, data),
    replace: (view, data) => kit.replace(view, data),
    reset: (view, data) => kit.reset(view, data),
    goBack: () => kit.goBack(),
    close: () => kit.close(),
    toaster: kit.toaster,
    storage: kit.storage,
    api: kit.api,
    blockchainApi: kit.blockchainApi,
    track: (event, properties) => kit.track(event, properties),
    prefetchView,
    debug: (message, detail) => kit.debug(message, detail),
    wallet: {
      connectInjected: (uuid) => kit.walletActions().then((a) => a.connect.connectInjected(uuid)),
      disconnect: (o) =>
        kit
          .walletActions()
          .then((a) => a.connect.disconnect(o))
          .catch(() => undefined),
      switchNetwork: (network, o) => kit.walletActions().then((a) => a.network.switchNetworkFromView(network, o)),
      // `force` (after a successful unsafe request): the balance past its 30 s cache.
      refreshAccount: (o) => kit.refreshAccount(o),
    },
    multiWallet: {
      switchConnection: (connection) => kit.multiWalletActions().then((m) => m.switchConnection(connection)),
      deleteConnection: (connection) => kit.multiWalletActions().then((m) => m.deleteConnection(connection)),
    },
    embedded: {
      warm: () =>
        void kit.embeddedActions().then(
          (e) => e.warm(),
          (error) => kit.debug('embedded wallet unavailable', error),
        ),
      connectEmail: (email, o) => kit.embeddedActions().then((e) => e.connectEmail(email, o)),
      connectOtp: (otp) => kit.embeddedActions().then((e) => e.connectOtp(otp)),
      // The popup opens inside the click (no blocker), then the chunk and the frame load.
      socialLogin: (provider) => {
        const popup = typeof window !== 'undefined' ? window.open('', 'airlock-social', 'width=600,height=800') : null;
        return kit.embeddedActions().then((e) => e.socialLogin(provider, popup));
      },
      farcasterLogin: (signal) => kit.embeddedActions().then((e) => e.farcasterLogin(signal)),
      updateEmail: (email) => kit.embeddedActions().then((e) => e.updateEmail(email)),
      updateEmailOtp: (otp) => kit.embeddedActions().then((e) => e.updateEmailOtp(otp)),
      setPreferredAccountType: (type) => kit.embeddedActions().then((e) => e.setPreferredAccountType(type)),
      loadSmartAccountNetworks: () => kit.embeddedActions().then((e) => e.loadSmartAccountNetworks()),
      reject: () => void kit.embeddedActions().then((e) => e.reject()),
      placeFrame: (rect) => void kit.embeddedActions().then((e) => e.placeFrame(rect)),
    },
  });
}
