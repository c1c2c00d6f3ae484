import { useAtomValue } from 'jotai/react';
import { featuresAtom } from '../../atoms/features.ts';
import { optionsAtom } from '../../atoms/options.ts';
import type { ConnectMethod } from '../../core/features.ts';
import { LEGAL_HINT_ID, LegalConsent, LegalFooter } from './LegalConsent.tsx';
import { hasLegalLinks, legalConsentAtom, legalLinks } from './legalLinks.ts';
import { WalletSection } from './WalletSection.tsx';
import { WalletsDisclosure } from './WalletsDisclosure.tsx';

/**
 * The Connect view: connect methods in the effective order (SPEC default email, social, wallet),
 * each shown only when its feature is on and its chunk exists (`sections`). With `collapseWallets` (and e-mail
 * or social on), e-mail and social come first and the wallets wait behind one "Continue with a wallet" button.
 * With `legalCheckbox` and the host's legal links, the options stay disabled (one fieldset) until the visitor
 * agrees; without it the links are a footer.
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
  const links = legalLinks(useAtomValue(optionsAtom));
  const consented = useAtomValue(legalConsentAtom);
  const asksConsent = features.legalCheckbox && hasLegalLinks(links);
  const locked = asksConsent && !consented;
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
      {asksConsent ? <LegalConsent links={links} /> : null}
      <fieldset className="connect-options" disabled={locked} aria-describedby={locked ? LEGAL_HINT_ID : undefined}>
        {order.map((method) => {
          if (!enabled[method]) return null;
          if (method === 'wallet') {
            const wallets = <WalletSection key="wallet" onSelect={onSelectInjected} onWarmAllWallets={onWarmAllWallets} />;
            return collapseWallets ? <WalletsDisclosure key="wallet">{wallets}</WalletsDisclosure> : wallets;
          }
          const render = sections[method];
          return render ? <div key={method}>{render()}</div> : null;
        })}
      </fieldset>
      {!asksConsent && hasLegalLinks(links) ? <LegalFooter links={links} /> : null}
    </div>
  );
}
