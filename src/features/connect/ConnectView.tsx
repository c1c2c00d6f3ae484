import { useAtomValue } from 'jotai/react';
import { Fragment } from 'react';
import { featuresAtom } from '../../atoms/features.ts';
import { optionsAtom } from '../../atoms/options.ts';
import type { ConnectMethod } from '../../core/features.ts';
import { WalletSection } from './WalletSection.tsx';

/** Where "New to wallets?" leads: a neutral guide to choosing a first wallet. */
export const WALLET_GUIDE_URL = 'https://ethereum.org/en/wallets/find-wallet/';

/**
 * The Connect view: connect methods in the effective order (SPEC default email, social, wallet), each shown
 * only when its feature is on and its chunk exists (`sections`), with "or" between the e-mail/social group and
 * the wallets. Below: the wallet guide (option `enableWalletGuide`) and the branding line (feature `branding`).
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
  const options = useAtomValue(optionsAtom);
  const enabled: Record<ConnectMethod, boolean> = {
    email: features.email,
    social: Boolean(features.socials && features.socials.length > 0),
    wallet: true,
  };
  const shown = features.connectMethodsOrder.filter((method) => enabled[method] && (method === 'wallet' || sections[method]));
  return (
    <div>
      {shown.map((method, index) => {
        const previous = shown[index - 1];
        // "or" where the list turns from e-mail/social to wallets, or back.
        const divider = previous !== undefined && (previous === 'wallet') !== (method === 'wallet');
        return (
          <Fragment key={method}>
            {divider ? <p className="or-divider">or</p> : null}
            <div className={divider ? undefined : 'connect-method'}>
              {method === 'wallet' ? (
                <WalletSection onSelect={onSelectInjected} onWarmAllWallets={onWarmAllWallets} />
              ) : (
                sections[method]?.()
              )}
            </div>
          </Fragment>
        );
      })}
      {options?.enableWalletGuide !== false || features.branding ? (
        <footer className="connect-footer">
          {options?.enableWalletGuide !== false ? (
            <p>
              New to wallets?{' '}
              <a href={WALLET_GUIDE_URL} target="_blank" rel="noopener noreferrer">
                Get started
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
          {features.branding ? <p className="branding">UX by Airlock</p> : null}
        </footer>
      ) : null}
    </div>
  );
}
