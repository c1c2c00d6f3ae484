import { useAtomValue } from 'jotai/react';
import { featuresAtom } from '../../atoms/features.ts';
import type { ConnectMethod } from '../../core/features.ts';
import { WalletSection } from './WalletSection.tsx';
import { WalletsDisclosure } from './WalletsDisclosure.tsx';

/**
 * The Connect view: connect methods in the effective order (SPEC default email, social, wallet),
 * each shown only when its feature is on and its chunk exists (`sections`). With `collapseWallets` (and e-mail
 * or social on), e-mail and social come first and the wallets wait behind one "Continue with a wallet" button.
 */
export function ConnectView({
  sections,
  onSelectInjected,
  onWarmAllWallets,
}: {
  sections: Partial<Record<ConnectMethod, () => React.ReactNode>>;
  onSelectInjected: (uuid: string) => void;
  /** Fetches the AllWallets chunk ahead of a click (hover or focus on "All Wallets"). */
  onWarmAllWallets?: () => void;
}) {
  const features = useAtomValue(featuresAtom);
  const enabled: Record<ConnectMethod, boolean> = {
    email: features.email,
    social: Boolean(features.socials && features.socials.length > 0),
    wallet: true,
  };
  const collapseWallets = features.collapseWallets && (enabled.email || enabled.social);
  const order = collapseWallets
    ? [...features.connectMethodsOrder.filter((m) => m !== 'wallet'), 'wallet' as const]
    : features.connectMethodsOrder;
  return (
    <div>
      {order.map((method) => {
        if (!enabled[method]) return null;
        if (method === 'wallet') {
          const wallets = <WalletSection key="wallet" onSelect={onSelectInjected} onWarmAllWallets={onWarmAllWallets} />;
          return collapseWallets ? <WalletsDisclosure key="wallet">{wallets}</WalletsDisclosure> : wallets;
        }
        const render = sections[method];
        return render ? <div key={method}>{render()}</div> : null;
      })}
    </div>
  );
}
