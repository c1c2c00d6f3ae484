import { useAtomValue } from 'jotai/react';
import { type ReactElement, useEffect } from 'react';
import { featuresAtom } from '../../atoms/features.ts';
import { useServices } from '../../atoms/hooks.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import type { View } from '../../atoms/router.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import { SEND_NAMESPACES } from '../../core/sendNamespaces.ts';
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from '../../ui/icons/icons.tsx';
import { useT } from '../../ui/i18n/useT.ts';

/**
 * Send, receive and buy serve SEND_NAMESPACES; swaps eip155 only (the swap networks are EVM): on an EVM network outside
 * them, Swap leads to UnsupportedChain's swap variant (features/swap/SwapNetworksView).
 */
const SWAP_NAMESPACES: readonly ChainNamespace[] = ['eip155'];
/** Send and receive serve Bitcoin too (its own views: the bitcoin feature). */
const TRANSFER_NAMESPACES: readonly ChainNamespace[] = [...SEND_NAMESPACES, 'bip122'];

/**
 * The wallet features this build has, by the name `walletFeaturesOrder` uses (SPEC section 9: onramp, swaps,
 * receive, send).
 */
const WALLET_FEATURES = {
  onramp: { view: 'Buy', Icon: BuyIcon, namespaces: SEND_NAMESPACES },
  swaps: { view: 'Swap', Icon: SwapIcon, namespaces: SWAP_NAMESPACES },
  receive: { view: 'Receive', Icon: ReceiveIcon, namespaces: TRANSFER_NAMESPACES },
  send: { view: 'Send', Icon: SendIcon, namespaces: TRANSFER_NAMESPACES },
} as const satisfies Record<string, { view: View; Icon: () => ReactElement; namespaces: readonly ChainNamespace[] }>;

/** A feature flag is on when true, or (swaps, onramp) a non-empty provider list. */
const isOn = (flag: unknown) => flag === true || (Array.isArray(flag) && flag.length > 0);

/**
 * The Account view's wallet-features row: one button per feature, in the configured order, shown only when its
 * effective flag is on and the active namespace supports it.
 */
export function WalletFeatures() {
  const t = useT();
  const { push, prefetchView } = useServices();
  const features = useAtomValue(featuresAtom);
  const network = useAtomValue(activeNetworkAtom);
  const shown = network
    ? features.walletFeaturesOrder.filter(
        (name): name is keyof typeof WALLET_FEATURES =>
          name in WALLET_FEATURES &&
          isOn(features[name as keyof typeof WALLET_FEATURES]) &&
          WALLET_FEATURES[name as keyof typeof WALLET_FEATURES].namespaces.includes(network.chainNamespace),
      )
    : [];
  const views = shown.map((name) => WALLET_FEATURES[name].view).join();
  // Once the Account view is idle, the features' chunks are fetched, so a click paints at once.
  useEffect(() => {
    if (!views) return;
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback : (fn: () => void) => setTimeout(fn, 200);
    const cancel = typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout;
    const handle = idle(() => {
      for (const view of views.split(',')) prefetchView(view as View);
    });
    return () => cancel(handle as never);
  }, [views, prefetchView]);
  if (shown.length === 0) return null;
  return (
    <div className="wallet-features">
      {shown.map((name) => {
        const { view, Icon } = WALLET_FEATURES[name];
        return (
          <button
            key={name}
            type="button"
            className="button secondary wallet-feature"
            onPointerEnter={() => prefetchView(view)}
            onFocus={() => prefetchView(view)}
            onClick={() => push(view)}
          >
            <Icon />
            {t(`view.${view}`)}
          </button>
        );
      })}
    </div>
  );
}
