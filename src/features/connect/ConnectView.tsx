import { useAtomValue } from 'jotai/react';
import { Fragment } from 'react';
import { featuresAtom } from '../../atoms/features.ts';
import { optionsAtom } from '../../atoms/options.ts';
import type { ConnectMethod } from '../../core/features.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { LEGAL_HINT_ID, LegalConsent, LegalFooter } from './LegalConsent.tsx';
import { hasLegalLinks } from './legalLinks.ts';
import { useLegalGate } from './useLegalGate.ts';
import { WalletSection } from './WalletSection.tsx';
import { WalletsDisclosure } from './WalletsDisclosure.tsx';
import { walletsCollapsed } from './walletsCollapsed.ts';

/** Where "New to wallets?" leads: a neutral guide to choosing a first wallet. */
export const WALLET_GUIDE_URL = 'https://ethereum.org/en/wallets/find-wallet/';

/**
 * The Connect view: connect methods in the effective order (SPEC default email, social, wallet), each shown
 * only when its feature is on and its chunk exists (`sections`), with "or" between the e-mail/social group and
 * the wallets. With `collapseWallets` or `emailShowWallets: false` (and e-mail or social on), e-mail and social come first and the wallets
 * wait behind one "Continue with a wallet" button. With `legalCheckbox` and the host's legal links, the options
 * stay disabled (one fieldset) until the visitor agrees; without it the links are a footer. Below: the wallet
 * guide (option `enableWalletGuide`) and the branding line (feature `branding`).
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
  const t = useT();
  const features = useAtomValue(featuresAtom);
  const options = useAtomValue(optionsAtom);
  const { links, asksConsent, locked } = useLegalGate();
  const enabled: Record<ConnectMethod, boolean> = {
    email: features.email,
    social: Boolean(features.socials && features.socials.length > 0),
    wallet: true,
  };
  const collapseWallets = walletsCollapsed(features, enabled);
  const order = collapseWallets
    ? [...features.connectMethodsOrder.filter((m) => m !== 'wallet'), 'wallet' as const]
    : features.connectMethodsOrder;
  const shown = order.filter((method) => enabled[method] && (method === 'wallet' || sections[method]));
  return (
    <div>
      {asksConsent ? <LegalConsent links={links} /> : null}
      <fieldset className="connect-options" disabled={locked} aria-describedby={locked ? LEGAL_HINT_ID : undefined}>
        {shown.map((method, index) => {
          const previous = shown[index - 1];
          // "or" where the list turns from e-mail/social to wallets, or back.
          const divider = previous !== undefined && (previous === 'wallet') !== (method === 'wallet');
          const wallets = <WalletSection onSelect={onSelectInjected} onWarmAllWallets={onWarmAllWallets} />;
          return (
            <Fragment key={method}>
              {divider ? <p className="or-divider">{t('connect.or')}</p> : null}
              <div className={divider ? undefined : 'connect-method'}>
                {method === 'wallet' ? collapseWallets ? <WalletsDisclosure>{wallets}</WalletsDisclosure> : wallets : sections[method]?.()}
              </div>
            </Fragment>
          );
        })}
      </fieldset>
      {!asksConsent && hasLegalLinks(links) ? <LegalFooter links={links} /> : null}
      {options?.enableWalletGuide !== false || features.branding ? (
        <footer className="connect-footer">
          {options?.enableWalletGuide !== false ? (
            <p>
              {t('connect.newToWallets')}{' '}
              <a href={WALLET_GUIDE_URL} target="_blank" rel="noopener noreferrer">
                {t('connect.getStarted')}
                <span className="visually-hidden"> {t('connect.newTab')}</span>
              </a>
            </p>
          ) : null}
          {features.branding ? <p className="branding">{t('connect.branding')}</p> : null}
        </footer>
      ) : null}
    </div>
  );
}
