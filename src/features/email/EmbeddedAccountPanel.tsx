import { useAtomValue } from 'jotai/react';
import { useEffect, useId } from 'react';
import { identityAtom } from '../../atoms/account.ts';
import { embeddedUserAtom, smartAccountNetworksAtom } from '../../atoms/embedded.ts';
import { featuresAtom } from '../../atoms/features.ts';
import { useServices } from '../../atoms/hooks.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { truncateAddress } from '../../core/caip.ts';
import { shortenEmail } from '../../core/shortenEmail.ts';
import type { Translator } from '../../core/i18n/translator.ts';
import { useT } from '../../ui/i18n/useT.ts';

/** EOA is the same abbreviation in every language. */
const accountTypeLabel = (type: 'eoa' | 'smartAccount', t: Translator) => (type === 'eoa' ? 'EOA' : t('embedded.smartAccount'));

/**
 * The embedded wallet's "Account" section of the Account view: the e-mail (over 30 characters shortened, the
 * full one in its title) with "Update email", the account type, the account list (allAccounts), the
 * smart-account switch, offered only when the network supports it and the current type is eoa, and the way to
 * RegisterAccountName while the account has no name (names live on eip155, SPEC section 9).
 */
export function EmbeddedAccountPanel() {
  const t = useT();
  const user = useAtomValue(embeddedUserAtom);
  const networks = useAtomValue(smartAccountNetworksAtom);
  const network = useAtomValue(activeNetworkAtom);
  const identity = useAtomValue(identityAtom);
  const features = useAtomValue(featuresAtom);
  const { embedded, push, prefetchView } = useServices();
  const headingId = useId();
  useEffect(() => {
    void embedded.loadSmartAccountNetworks();
  }, [embedded]);
  if (!user) return null;
  const chainId = network?.chainNamespace === 'eip155' ? Number(network.id) : undefined;
  const canUseSmartAccount = user.preferredAccountType === 'eoa' && chainId !== undefined && networks.includes(chainId);
  // Only once the profile is known to have no name (undefined: still loading).
  const canChooseName = chainId !== undefined && identity?.name === null;
  // Smart sessions are grants of the smart account, shown while the flag is on and that account is in use.
  const showsSmartSessions =
    features.smartSessions && user.preferredAccountType === 'smartAccount' && chainId !== undefined && networks.includes(chainId);
  return (
    <section className="section embedded-panel" aria-labelledby={headingId}>
      <h3 className="section-title" id={headingId}>
        {t('view.Account')}
      </h3>
      {user.email ? (
        <div className="embedded-row">
          <span className="email" title={user.email}>
            {shortenEmail(user.email)}
          </span>
          <button type="button" className="button secondary" onClick={() => push('UpdateEmailWallet')}>
            {t('embedded.updateEmail')}
          </button>
        </div>
      ) : user.userName ? (
        <p className="muted">{user.userName}</p>
      ) : null}
      <p className="embedded-row">
        <span className="muted">{t('embedded.accountType')}</span>
        <span className="account-type">{accountTypeLabel(user.preferredAccountType ?? 'eoa', t)}</span>
      </p>
      {user.accounts.length > 1 ? (
        <ul className="list" aria-label={t('embedded.accounts')}>
          {user.accounts.map((account) => {
            const label = accountTypeLabel(account.type, t);
            const current = account.address.toLowerCase() === user.address.toLowerCase();
            return (
              <li key={account.address} className="embedded-row" aria-current={current ? 'true' : undefined}>
                <span className="name" title={account.address}>
                  {truncateAddress(account.address)}
                </span>
                <span className="tag">{label}</span>
                {current ? (
                  <span className="muted">{t('embedded.inUse')}</span>
                ) : account.type === 'eoa' ? (
                  // Back to the EOA is always allowed; to the smart account only through the switch below (SPEC section 6).
                  <button type="button" className="button secondary" onClick={() => void embedded.setPreferredAccountType('eoa')}>
                    {t('embedded.useEoa')}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {canChooseName ? (
        <button
          type="button"
          className="button secondary"
          onPointerEnter={() => prefetchView('RegisterAccountName')}
          onFocus={() => prefetchView('RegisterAccountName')}
          onClick={() => push('RegisterAccountName')}
        >
          {t('embedded.chooseName')}
        </button>
      ) : null}
      {showsSmartSessions ? (
        <button
          type="button"
          className="button secondary"
          onPointerEnter={() => prefetchView('SmartSessions')}
          onFocus={() => prefetchView('SmartSessions')}
          onClick={() => push('SmartSessions')}
        >
          {t('view.SmartSessions')}
        </button>
      ) : null}
      {canUseSmartAccount ? (
        <button type="button" className="button secondary" onClick={() => void embedded.setPreferredAccountType('smartAccount')}>
          {t('embedded.toSmart')}
        </button>
      ) : null}
    </section>
  );
}
