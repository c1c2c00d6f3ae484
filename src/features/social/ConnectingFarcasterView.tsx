import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { farcasterAtom } from '../../atoms/embedded.ts';
import { useServices } from '../../atoms/hooks.ts';
import { Qr } from '../../ui/Qr/Qr.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';

/** ConnectingFarcaster: the sign-in URI as a QR code (SVG, CSP-safe) with a copy link, waiting for approval. */
export function ConnectingFarcasterView() {
  const t = useT();
  const state = useAtomValue(farcasterAtom);
  const { embedded, toaster } = useServices();
  useEffect(() => {
    const controller = new AbortController();
    void embedded.farcasterLogin(controller.signal);
    return () => controller.abort('left the view');
  }, [embedded]);
  const url = state.url;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toaster.showSuccess(t('wc.linkCopied'));
    } catch {
      toaster.showError(t('farcaster.copyFailed'));
    }
  };
  return (
    <div className="center connecting">
      {url ? <Qr value={url} label={t('farcaster.qr')} size={240} /> : <Spinner large label={t('farcaster.loadingQr')} />}
      <p className="title-text">{t(state.status === 'connecting' ? 'email.connectingDots' : 'farcaster.scan')}</p>
      <p className="muted">{t('farcaster.help')}</p>
      {state.status === 'error' ? (
        <p className="error-text" role="alert">
          {state.error ? t.text(state.error) : null}
        </p>
      ) : null}
      {url ? (
        <div className="field">
          <button type="button" className="button secondary" onClick={() => void copy()}>
            {t('wc.copyLink')}
          </button>
          <a className="button secondary" href={url} target="_blank" rel="noopener noreferrer" data-testid="farcaster-link">
            {t('farcaster.openLink')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
