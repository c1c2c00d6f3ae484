import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { isMobileAtom, knownWalletsAtom, type WalletConnectErrorReason, walletConnectAtom } from '../../atoms/directory.ts';
import { useServices } from '../../atoms/hooks.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { walletDeepLink } from '../../core/api/directory.ts';
import { CopyIcon } from '../../ui/icons/icons.tsx';
import { Qr } from '../../ui/Qr/Qr.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { addStyles } from '../../ui/theme/styles.ts';
import { WalletImage } from './WalletRow.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import type { MessageKey } from '../../core/i18n/en.ts';

addStyles(/* css */ `
.qr-frame { display: flex; justify-content: center; padding: 12px; border-radius: calc(var(--airlock-border-radius) * 1.25); background: #ffffff; border: 1px solid var(--a-border); }
.qr { display: block; max-width: 100%; height: auto; }
.wc-actions { display: flex; flex-direction: column; gap: 8px; width: 100%; }
.wc-actions .button { width: 100%; text-decoration: none; }
`);

/** What to do about each failure, under its message. */
const ADVICE = {
  offline: 'wc.advice.offline',
  relay: 'wc.advice.relay',
  wallet: 'wc.advice.wallet',
} as const satisfies Record<WalletConnectErrorReason, MessageKey>;

/**
 * ConnectingWalletConnect: the pairing URI as a QR code with "Copy link", and the wallet's own links with
 * the URI (SPEC section 3: on mobile its deep or universal link, on desktop its desktop app and web app).
 * The URI comes from `open({ uri })` when given; otherwise a pairing starts (the provider loads lazily) and
 * ends in a URI or in an error with Try again ("You are offline", "Couldn't reach the WalletConnect
 * relay"), never a spinner forever. Offline, coming back online tries again by itself.
 */
export function ConnectingWalletConnectView({ walletId, uri: givenUri }: { walletId?: string; uri?: string }) {
  const t = useT();
  const services = useServices();
  const state = useAtomValue(walletConnectAtom);
  const customWallets = useAtomValue(optionsAtom)?.customWallets;
  const wallet = useAtomValue(knownWalletsAtom).get(walletId ?? '') ?? customWallets?.find((w) => w.id === walletId);
  const mobile = useAtomValue(isMobileAtom);

  useEffect(() => {
    if (!givenUri) void services.walletConnect?.start();
  }, [givenUri, services]);

  const offline = !givenUri && state.status === 'error' && state.reason === 'offline';
  useEffect(() => {
    if (!offline) return;
    const retry = () => void services.walletConnect?.retry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline, services]);

  const uri = givenUri ?? (state.status === 'ready' ? state.uri : undefined);
  const name = wallet?.name ?? t('wc.yourWallet');

  const copy = async (value: string) => {
    const ok = services.walletConnect
      ? await services.walletConnect.copy(value)
      : await navigator.clipboard?.writeText(value).then(
          () => true,
          () => false,
        );
    if (ok) services.toaster.showSuccess(t('wc.linkCopied'));
    else services.toaster.showError(t('wc.copyFailed'));
  };

  // The wallet the visitor chose (from the Connect view or All Wallets) is named in every state of the view.
  const chosen = wallet ? (
    <div className="row">
      <WalletImage src={services.directory?.imageUrl(wallet)} />
      <span className="name">{wallet.name}</span>
    </div>
  ) : null;

  if (!uri) {
    if (!givenUri && state.status === 'error') {
      return (
        <div className="center" role="alert">
          {chosen}
          <p>
            <strong>{t.text(state.message)}</strong>
          </p>
          <p className="muted">{t(ADVICE[state.reason])}</p>
          <button type="button" className="button" onClick={() => void services.walletConnect?.retry()} data-autofocus="">
            {t('common.tryAgain')}
          </button>
        </div>
      );
    }
    if (state.status === 'connected') {
      return (
        <div className="center" role="status">
          {chosen}
          <p>{t('wc.connected')}</p>
        </div>
      );
    }
    return (
      <div className="center">
        {chosen}
        <Spinner large label={t('wc.connectingRelay')} />
        <p className="muted">{t('wc.preparing')}</p>
      </div>
    );
  }

  // On a phone the wallet's app (deep or universal link), else its web app; on a desktop, both of its apps.
  const webappLink = wallet?.webapp_link ? walletDeepLink(wallet.webapp_link, uri) : undefined;
  const openLink = mobile ? (wallet?.mobile_link ? walletDeepLink(wallet.mobile_link, uri) : webappLink) : undefined;
  const desktopLink = !mobile && wallet?.desktop_link ? walletDeepLink(wallet.desktop_link, uri) : undefined;
  return (
    <div className="center">
      {chosen}
      {openLink ? null : (
        <div className="qr-frame">
          <Qr value={uri} label={t('wc.qrLabel', { name: wallet ? wallet.name : t('wc.aWallet') })} />
        </div>
      )}
      <p className="muted">{openLink ? t('wc.continueIn', { name }) : t('wc.scan', { name })}</p>
      <div className="wc-actions">
        {openLink ? (
          <a className="button" href={openLink} rel="noopener noreferrer">
            {t('wc.open', { name })}
          </a>
        ) : null}
        {desktopLink ? (
          <a className="button secondary" href={desktopLink} rel="noopener noreferrer">
            {t('wc.openDesktop', { name })}
          </a>
        ) : null}
        {!mobile && webappLink ? (
          <a className="button secondary" href={webappLink} target="_blank" rel="noopener noreferrer">
            {t('wc.openWeb', { name })}
          </a>
        ) : null}
        <button type="button" className="button secondary" onClick={() => void copy(uri)} data-autofocus="">
          <CopyIcon />
          {t('wc.copyLink')}
        </button>
      </div>
    </div>
  );
}
