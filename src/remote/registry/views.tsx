import { Suspense, type ReactNode } from 'react';
import type { Route, View } from '../../atoms/router.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import type { ModalKit } from '../modal/kit.ts';
import { servicesAtom, type WalletServices } from '../../atoms/services.ts';
import { loadPay } from './actions.ts';
import { ConnectingExternalView, ConnectView } from '../../features/connect/index.ts';
import { AccountView } from '../../features/account/index.ts';
import { SwitchActiveChainView, SwitchNetworkView, UnsupportedChainView } from '../../features/network/index.ts';
import { useAtomValue } from 'jotai/react';
import { activeConnectionAtom, activeNamespaceAtom } from '../../atoms/connection.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import { EmailField } from '../../features/email/EmailField.tsx';
import { SocialButtons } from '../../features/social/SocialButtons.tsx';
import { loadSiwx } from './siwxChunk.ts';
import { chunk, chunkView } from './chunkView.ts';
import { loadFeatureTexts } from '../../core/i18n/featureTexts.ts';

/** A lazy view's chunk, fetched with the feature views' texts (their English, and the language the modal speaks), so the view speaks as it appears. */
const viewChunk = <M,>(load: () => Promise<M>) => chunk(() => Promise.all([load(), loadFeatureTexts()]).then(([module]) => module));

const walletServices = (kit: ModalKit): WalletServices => kit.store.get(servicesAtom)!.wallet;

/** How the modal shows one view: the title that names the dialog, and its content. */
export type ViewEntry = {
  title: string;
  render: (kit: ModalKit, route: Route) => ReactNode;
  /** The feature flag the view needs: with it off, the view is not available (open() falls back, with a debug warning). */
  feature?: 'send' | 'receive' | 'swaps' | 'onramp' | 'pay' | 'multiWallet' | 'smartSessions';
};

// AllWallets (virtual list) and the WalletConnect view (QR) are chunks of their own, fetched on first
// need or when the visitor points at "All Wallets", so the Connect view does not pay for them.
const loadAllWallets = viewChunk(() => import(/* webpackChunkName: "airlock-allwallets" */ '../../features/connect/AllWalletsView.tsx'));
const AllWalletsView = chunkView(loadAllWallets, (m) => m.AllWalletsView);
const ConnectingWalletConnectView = chunkView(
  viewChunk(() => import(/* webpackChunkName: "airlock-wcview" */ '../../features/connect/ConnectingWalletConnectView.tsx')),
  (m) => m.ConnectingWalletConnectView,
);
const warmAllWallets = () => void loadAllWallets().catch(() => undefined);

// E-mail, social and approval views: lazy chunks of their own, fetched when a visitor reaches them.
const loadEmail = viewChunk(() => import(/* webpackChunkName: "airlock-feature-email" */ '../../features/email/index.ts'));
const EmailLoginView = chunkView(loadEmail, (m) => m.EmailLoginView);
const UpdateEmailWalletView = chunkView(loadEmail, (m) => m.UpdateEmailWalletView);
const EmbeddedAccountPanel = chunkView(loadEmail, (m) => m.EmbeddedAccountPanel);
const ConnectingFarcasterView = chunkView(
  viewChunk(() => import(/* webpackChunkName: "airlock-feature-social" */ '../../features/social/ConnectingFarcasterView.tsx')),
  (m) => m.ConnectingFarcasterView,
);
const ApproveTransactionView = chunkView(
  viewChunk(() => import(/* webpackChunkName: "airlock-feature-approve" */ '../../features/embedded/ApproveTransactionView.tsx')),
  (m) => m.ApproveTransactionView,
);
// The network-switch confirmation: only the embedded wallet (or a host that forces it) reaches it.
const ConfirmSwitchNetworkView = chunkView(
  viewChunk(() => import(/* webpackChunkName: "airlock-confirm-switch" */ '../../features/network/ConfirmSwitchNetworkView.tsx')),
  (m) => m.ConfirmSwitchNetworkView,
);

// The Activity tab's content: the activity feature's chunk, fetched when the tab first opens (AccountView
// shows the tab only while the activity feature is on). Its actions share the chunk (actions/attach.ts).
const ActivityList = chunkView(
  viewChunk(() => import(/* webpackChunkName: "airlock-feature-activity" */ '../../features/activity/index.ts')),
  (m) => m.ActivityList,
);
// The NFTs tab's grid: the nfts feature's chunk, fetched when the tab first opens (its actions share it).
const NftGrid = chunkView(
  viewChunk(() => import(/* webpackChunkName: "airlock-feature-nfts" */ '../../features/nfts/index.ts')),
  (m) => m.NftGrid,
);
// Send and Receive: the lazy feature chunks `./features/send` and `./features/receive`, fetched when a visitor
// reaches them (and only while their flag is on).
const loadSend = viewChunk(() => import(/* webpackChunkName: "airlock-feature-send" */ '../../features/send/index.ts'));
const SendView = chunkView(loadSend, (m) => m.SendView);
const SendPreviewView = chunkView(loadSend, (m) => m.SendPreviewView);
// Bitcoin: its Account part, its Send and Sign message, the chunk `airlock-feature-bitcoin`, fetched only on a Bitcoin network.
const loadBitcoin = viewChunk(() => import(/* webpackChunkName: "airlock-feature-bitcoin" */ '../../features/bitcoin/index.ts'));
const BitcoinSendView = chunkView(loadBitcoin, (m) => m.BitcoinSendView);
const BitcoinSignMessageView = chunkView(loadBitcoin, (m) => m.BitcoinSignMessageView);
const BitcoinAccountPanel = chunkView(loadBitcoin, (m) => m.BitcoinAccountPanel);
const loadReceive = viewChunk(() => import(/* webpackChunkName: "airlock-feature-receive" */ '../../features/receive/index.ts'));
const ReceiveView = chunkView(loadReceive, (m) => m.ReceiveView);
// Buy: the lazy feature chunk `./features/onramp`, fetched when a visitor reaches it (and only while `onramp` is on).
const loadOnramp = viewChunk(() => import(/* webpackChunkName: "airlock-feature-onramp" */ '../../features/onramp/index.ts'));
const BuyView = chunkView(loadOnramp, (m) => m.BuyView);
// Swap: the lazy feature chunk `./features/swap` (the form and its token picker), fetched when a visitor reaches it.
const loadSwap = viewChunk(() => import(/* webpackChunkName: "airlock-feature-swap" */ '../../features/swap/index.ts'));
const SwapView = chunkView(loadSwap, (m) => m.SwapView);
const SelectTokenView = chunkView(loadSwap, (m) => m.SelectTokenView);
const SwapNetworksView = chunkView(loadSwap, (m) => m.SwapNetworksView);
// Names: the lazy feature chunk `./features/names` (registration and its success view), fetched when a visitor reaches it.
const loadNames = viewChunk(() => import(/* webpackChunkName: "airlock-feature-names" */ '../../features/names/index.ts'));
const RegisterAccountNameView = chunkView(loadNames, (m) => m.RegisterAccountNameView);
const RegisterAccountNameSuccessView = chunkView(loadNames, (m) => m.RegisterAccountNameSuccessView);

// Pay: the lazy feature chunk `./features/pay`, fetched by `appKit.pay()` (and only while `pay` is on).
const PayView = chunkView(viewChunk(loadPay), (m) => m.PayView);

// ProfileWallets: the lazy feature chunk `./features/wallets` (with the multi-wallet actions), while `multiWallet` is on.
const loadWallets = viewChunk(() => import(/* webpackChunkName: "airlock-feature-wallets" */ '../../features/wallets/index.ts'));
const ProfileWalletsView = chunkView(loadWallets, (m) => m.ProfileWalletsView);

// Sign in with X: the lazy feature chunk `airlock-feature-siwx` (also exposed as `./siwx` for its verifiers), opened after a connection when the `siwx` option is set.
const SiwxSignView = chunkView(viewChunk(loadSiwx), (m) => m.SiwxSignView);

// SmartSessions (only while `smartSessions` is on): the feature `./features/smartSessions` joins the e-mail chunk, whose
// embedded Account panel leads to it, so the remote entry's chunk map (loaded before the first open) gains nothing.
const loadSmartSessions = viewChunk(() => import(/* webpackChunkName: "airlock-feature-email" */ '../../features/smartSessions/index.ts'));
const SmartSessionsView = chunkView(loadSmartSessions, (m) => m.SmartSessionsView);

/** The chunk loaders of the views a visitor is likely to reach next (the wallet features from Account). */
const VIEW_CHUNKS: Partial<Record<View, () => Promise<unknown>>> = {
  Send: loadSend,
  SendPreview: loadSend,
  Receive: loadReceive,
  Buy: loadOnramp,
  Swap: loadSwap,
  SwapSelectToken: loadSwap,
  RegisterAccountName: loadNames,
  ProfileWallets: loadWallets,
  SmartSessions: loadSmartSessions,
};

/** Fetches a view's chunk ahead of the click (on hover or focus of its button, or once the Account view is idle). */
export function prefetchView(view: View) {
  void VIEW_CHUNKS[view]?.().catch(() => undefined);
}
const lazyView = (view: ReactNode) => <Suspense fallback={loading}>{view}</Suspense>;

const activityPanel = () => (
  <Suspense
    fallback={
      <div className="center">
        <Spinner label="Loading activity" />
      </div>
    }
  >
    <ActivityList />
  </Suspense>
);

const nftsPanel = () => (
  <Suspense
    fallback={
      <div className="center">
        <Spinner label="Loading NFTs" />
      </div>
    }
  >
    <NftGrid />
  </Suspense>
);

/** The embedded wallet's Account extras, only when the account is the embedded one. */
function EmbeddedAccountSlot() {
  const connection = useAtomValue(activeConnectionAtom);
  if (connection.connectorId !== EMBEDDED_CONNECTOR_ID || connection.status !== 'connected') return null;
  return (
    <Suspense fallback={null}>
      <EmbeddedAccountPanel />
    </Suspense>
  );
}

/** The Bitcoin connection's Account part (confirmed and pending balance, payment and ordinal accounts). */
function BitcoinAccountSlot() {
  const connection = useAtomValue(activeConnectionAtom);
  if (useAtomValue(activeNamespaceAtom) !== 'bip122' || connection.status !== 'connected') return null;
  return (
    <Suspense fallback={null}>
      <BitcoinAccountPanel />
    </Suspense>
  );
}

/** Send: Bitcoin's own form on a Bitcoin network (PSBT and fee rate), else the token form. */
const SendByNamespace = () => (useAtomValue(activeNamespaceAtom) === 'bip122' ? <BitcoinSendView /> : <SendView />);

const CONNECT_SECTIONS = { email: () => <EmailField />, social: () => <SocialButtons /> };

const loading = (
  <div className="center">
    <Spinner large label="Loading" />
  </div>
);

/** An installed wallet picked from a list: handed to the browser-wallet connect. */
const onSelectInjected = (kit: ModalKit) => (uuid: string) => void walletServices(kit).connectInjected(uuid);

/**
 * The views this build has. A view is listed only once it is built; `open({ view })` with a view
 * missing here falls back to the default view (see ModalRoot).
 */
export const VIEWS: Partial<Record<View, ViewEntry>> = {
  Connect: {
    title: 'Connect Wallet',
    render: (kit) => <ConnectView sections={CONNECT_SECTIONS} onSelectInjected={onSelectInjected(kit)} onWarmAllWallets={warmAllWallets} />,
  },
  AllWallets: {
    title: 'All Wallets',
    render: (kit) => (
      <Suspense fallback={loading}>
        <AllWalletsView onSelectInjected={onSelectInjected(kit)} />
      </Suspense>
    ),
  },
  ConnectingWalletConnect: {
    title: 'WalletConnect',
    render: (_kit, route) => (
      <Suspense fallback={loading}>
        <ConnectingWalletConnectView walletId={route.data?.walletId} uri={route.data?.uri} />
      </Suspense>
    ),
  },
  ConnectingExternal: { title: 'Connecting', render: () => <ConnectingExternalView /> },
  Account: {
    title: 'Account',
    render: () => (
      <AccountView
        activity={activityPanel}
        nfts={nftsPanel}
        embedded={
          <>
            <BitcoinAccountSlot />
            <EmbeddedAccountSlot />
          </>
        }
      />
    ),
  },
  EmailLogin: {
    title: 'Email',
    render: () => (
      <Suspense fallback={loading}>
        <EmailLoginView />
      </Suspense>
    ),
  },
  UpdateEmailWallet: {
    title: 'Update email',
    render: () => (
      <Suspense fallback={loading}>
        <UpdateEmailWalletView />
      </Suspense>
    ),
  },
  ConnectingFarcaster: {
    title: 'Farcaster',
    render: () => (
      <Suspense fallback={loading}>
        <ConnectingFarcasterView />
      </Suspense>
    ),
  },
  ApproveTransaction: {
    title: 'Approve request',
    render: () => (
      <Suspense fallback={loading}>
        <ApproveTransactionView />
      </Suspense>
    ),
  },
  Send: { title: 'Send', feature: 'send', render: () => lazyView(<SendByNamespace />) },
  SendPreview: { title: 'Review send', feature: 'send', render: () => lazyView(<SendPreviewView />) },
  Receive: { title: 'Receive', feature: 'receive', render: () => lazyView(<ReceiveView />) },
  Buy: { title: 'Buy', feature: 'onramp', render: () => lazyView(<BuyView />) },
  Swap: { title: 'Swap', feature: 'swaps', render: (_kit, route) => lazyView(<SwapView args={route.data?.swap} />) },
  SwapSelectToken: { title: 'Select token', feature: 'swaps', render: () => lazyView(<SelectTokenView />) },
  RegisterAccountName: { title: 'Choose name', render: () => lazyView(<RegisterAccountNameView />) },
  RegisterAccountNameSuccess: { title: 'Name chosen', render: () => lazyView(<RegisterAccountNameSuccessView />) },
  Pay: { title: 'Pay', feature: 'pay', render: () => lazyView(<PayView />) },
  ProfileWallets: { title: 'Connected Wallets', feature: 'multiWallet', render: () => lazyView(<ProfileWalletsView />) },
  SwitchNetwork: { title: 'Choose Network', render: () => <SwitchNetworkView /> },
  SwitchActiveChain: { title: 'Switch Network', render: (_kit, route) => <SwitchActiveChainView data={route.data?.switchActiveChain} /> },
  // Swap's variant (AppKit's `swapUnsupportedChain`) lists the swap networks: the swap chunk's.
  UnsupportedChain: {
    title: 'Switch Network',
    render: (_kit, route) =>
      route.data?.swapUnsupportedChain ? lazyView(<SwapNetworksView args={route.data.swap} />) : <UnsupportedChainView />,
  },
  ConfirmSwitchNetwork: {
    title: 'Switch Network',
    render: (_kit, route) => (
      <Suspense fallback={loading}>
        <ConfirmSwitchNetworkView data={route.data?.confirmSwitchNetwork} />
      </Suspense>
    ),
  },
  SIWXSignMessage: { title: 'Sign In', render: () => lazyView(<SiwxSignView />) },
  BitcoinSignMessage: { title: 'Sign message', render: () => lazyView(<BitcoinSignMessageView />) },
  SmartSessions: { title: 'Smart sessions', feature: 'smartSessions', render: () => lazyView(<SmartSessionsView />) },
};
