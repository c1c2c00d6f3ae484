import { useAtomValue } from 'jotai/react';
import { featuresAtom } from '../../atoms/features.ts';
import type { ConnectMethod } from '../../core/features.ts';
import { WalletSection } from './WalletSection.tsx';

/**
 * The Connect view: connect methods in the effective order (SPEC default email, social, wallet),
 * each shown only when its feature is on and its chunk exists (`sections`).
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
  return (
    <div>
      {features.connectMethodsOrder.map((method) => {
        if (!enabled[method]) return null;
        if (method === 'wallet') return <WalletSection key="wallet" onSelect={onSelectInjected} onWarmAllWallets={onWarmAllWallets} />;
        const render = sections[method];
        return render ? <div key={method}>{render()}</div> : null;
      })}
    </div>
  );
}
