import { setActiveNetwork, shouldShowUnsupported } from '../../atoms/activeNetwork.ts';
import { walletProviderAtom } from '../../atoms/account.ts';
import { showDebugAlert } from '../../atoms/debugAlert.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import { currentRoute, routerAtom, type View } from '../../atoms/router.ts';
import { EMBEDDED_CONNECTOR_ID, EMBEDDED_NAMESPACES } from '../../chains/connectors/embeddedId.ts';
import { caipNetworkIdOf, switchChain } from '../../chains/eip155/adapter.ts';
import { type Eip1193Provider, RPC_CODES, rpcErrorCode } from '../../chains/eip155/provider.ts';
import { type CaipNetwork, type ChainNamespace, unknownNetwork } from '../../core/caip.ts';
import { ALERTS } from '../../core/errors/alerts.ts';
import { BaseError } from '../../core/errors/base.ts';
import { ChainNotConfiguredError } from '../../core/errors/connection.ts';

/** Views that ask before the switch happens: the caller stays where it is until they are answered. */
const CONFIRMING_VIEWS: ReadonlySet<View> = new Set(['SwitchActiveChain', 'ConfirmSwitchNetwork']);

/**
 * The network feature's actions (SPEC section 4, "Network switch" and "Active network change"): framework-free,
 * they ask the connected wallet to switch, then write the active network. Part of the wallet actions chunk.
 */
export function createNetworkActions(ctx: InstanceContext) {
  const { store } = ctx;

  /**
   * The wallet's EIP-1193 provider when the wallet itself switches chains: an external wallet (injected or
   * WalletConnect). The embedded wallet follows the active network through its frame instead.
   */
  function switchingProvider(namespace: ChainNamespace): Eip1193Provider | undefined {
    const connection = store.get(connectionAtom(namespace));
    if (namespace !== 'eip155' || connection.status !== 'connected' || connection.connectorId === EMBEDDED_CONNECTOR_ID) return undefined;
    return store.get(walletProviderAtom(namespace)) as Eip1193Provider | undefined;
  }

  /** Applies the wallet's chain: the matching requested network, else the 'Unknown Network' placeholder. */
  function applyWalletChain(namespace: ChainNamespace, chainId: number) {
    const caipNetworkId = caipNetworkIdOf(chainId);
    const network = store.get(networksAtom).find((n) => n.caipNetworkId === caipNetworkId) ?? unknownNetwork(caipNetworkId);
    setActiveNetwork(ctx, network);
    const connectorId = store.get(connectionAtom(namespace)).connectorId;
    const route = currentRoute(store.get(routerAtom));
    // The app's own UnsupportedChain; Swap's (the swap networks) goes on to Swap itself once on one.
    const showing = store.get(modalOpenAtom) && route.view === 'UnsupportedChain' && !route.data?.swapUnsupportedChain;
    if (shouldShowUnsupported(ctx, network, connectorId)) {
      if (!showing) void ctx.open({ view: 'UnsupportedChain' });
    } else if (showing) {
      ctx.close();
    }
    void ctx.refreshAccount();
  }

  /**
   * Whether switching to `network` asks for confirmation first (SPEC section 2): the active wallet is the embedded
   * one and it serves the target's namespace, or the host forces it. From the modal, or from the host's own call.
   */
  function needsConfirmation(network: CaipNetwork, fromHost: boolean): boolean {
    if (!(fromHost || store.get(modalOpenAtom)) || store.get(activeNetworkAtom)?.caipNetworkId === network.caipNetworkId) return false;
    return ctx.options.forceNetworkSwitchConfirmation || embeddedServes(network.chainNamespace);
  }

  /**
   * The host's `switchNetwork()` when it needs confirming: the modal shows ConfirmSwitchNetwork (opening on it when
   * closed), and the call settles with the visitor's answer: resolved once the network is the target, rejected
   * (4001) when the view is left or the modal closed without the switch.
   */
  async function confirmForHost(network: CaipNetwork): Promise<void> {
    const data = { confirmSwitchNetwork: { switchToChain: network } };
    if (store.get(modalOpenAtom)) ctx.push('ConfirmSwitchNetwork', data);
    else {
      await ctx.open({ view: 'ConfirmSwitchNetwork' });
      ctx.replace('ConfirmSwitchNetwork', data);
    }
    const asking = () => store.get(modalOpenAtom) && store.get(routerAtom).history.some((r) => r.view === 'ConfirmSwitchNetwork');
    return new Promise<void>((resolve, reject) => {
      const settle = () => {
        if (store.get(activeNetworkAtom)?.caipNetworkId === network.caipNetworkId) resolve();
        else if (!asking()) reject(Object.assign(new BaseError('Switch network rejected'), { code: RPC_CODES.userRejected }));
        else return;
        for (const stop of stops) stop();
      };
      const stops = [store.sub(activeNetworkAtom, settle), store.sub(routerAtom, settle), store.sub(modalOpenAtom, settle)];
    });
  }

  /**
   * Whether the active wallet is the embedded one and it is supported on `namespace`: it then follows the switch
   * itself (SPEC section 4: connected there, or its network switched; features/embedded/lifecycle.ts).
   */
  function embeddedServes(namespace: ChainNamespace): boolean {
    const active = store.get(connectionAtom(store.get(activeNamespaceAtom)));
    const served: readonly ChainNamespace[] = EMBEDDED_NAMESPACES;
    return active.status === 'connected' && active.connectorId === EMBEDDED_CONNECTOR_ID && served.includes(namespace);
  }

  /**
   * Switches to `target` (SPEC section 4, "Network switch"). An id not among the networks shows 'Network Not Found'
   * (SPEC section 8's alert) and rejects with ChainNotConfiguredError, so a host awaiting the switch knows.
   * From the modal (`fromView`) or the host, the embedded wallet (or a forced confirmation) shows ConfirmSwitchNetwork
   * first; the host's call waits for the visitor's answer.
   * Same namespace with a connected external wallet: the wallet switches (adding the chain on 4902), then the
   * network is set. A namespace the wallet is not connected on, from the modal: SwitchActiveChain first (the embedded
   * wallet asked ConfirmSwitchNetwork instead, and connects there as the network becomes active). Otherwise the
   * network is just set.
   */
  async function switchNetwork(
    target: CaipNetwork | string,
    options: { confirmed?: boolean; navigateTo?: View; fromView?: boolean } = {},
  ): Promise<void> {
    const id = typeof target === 'string' ? target : target.caipNetworkId;
    const network = store.get(networksAtom).find((n) => n.caipNetworkId === id || String(n.id) === id);
    if (!network) {
      showDebugAlert(ctx, ALERTS.networkNotFound(id));
      throw new ChainNotConfiguredError({ details: `no configured network has the id ${id}` });
    }
    if (!options.confirmed && needsConfirmation(network, !options.fromView)) {
      if (!options.fromView) return confirmForHost(network);
      ctx.push('ConfirmSwitchNetwork', { confirmSwitchNetwork: { switchToChain: network } });
      return;
    }
    const namespace = network.chainNamespace;
    const active = store.get(activeNamespaceAtom);
    const provider = switchingProvider(namespace);
    if (provider) {
      await switchChain(provider, network);
      applyWalletChain(namespace, Number(network.id));
    } else if (
      !options.confirmed &&
      namespace !== active &&
      store.get(modalOpenAtom) &&
      store.get(connectionAtom(active)).status === 'connected' &&
      store.get(connectionAtom(namespace)).status !== 'connected'
    ) {
      ctx.push('SwitchActiveChain', {
        switchActiveChain: { switchToChain: network, navigateTo: options.navigateTo ?? 'Connect', navigateWithReplace: true },
      });
      return;
    } else {
      setActiveNetwork(ctx, network);
      void ctx.refreshAccount();
    }
    ctx.track('SWITCH_NETWORK', { network: network.caipNetworkId });
  }

  /**
   * Switches from a view: errors become a toast with their SPEC text. Resolves true once switched; false on
   * failure, or when SwitchActiveChain or ConfirmSwitchNetwork was opened to confirm first (the calling view must
   * not go back over it).
   */
  async function switchNetworkFromView(target: CaipNetwork, options: { confirmed?: boolean } = {}): Promise<boolean> {
    try {
      const before = store.get(routerAtom);
      await switchNetwork(target, { ...options, fromView: true });
      const after = store.get(routerAtom);
      return !(after !== before && CONFIRMING_VIEWS.has(currentRoute(after).view));
    } catch (error) {
      const code = rpcErrorCode(error);
      ctx.toaster.showError(
        error instanceof BaseError
          ? error.shortMessage
          : code === RPC_CODES.userRejected
            ? 'Switch network rejected'
            : 'Failed to switch network',
      );
      ctx.debug('switch network failed', error);
      return false;
    }
  }

  return { applyWalletChain, switchNetwork, switchNetworkFromView };
}

export type NetworkActions = ReturnType<typeof createNetworkActions>;
