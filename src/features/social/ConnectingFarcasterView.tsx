import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { farcasterAtom } from '../../atoms/embedded.ts';
import { useServices } from '../../atoms/hooks.ts';
import { Qr } from '../../ui/Qr/Qr.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';

/** ConnectingFarcaster: the sign-in URI as a QR code (SVG, CSP-safe) with a copy link, waiting for approval. */
export function ConnectingFarcasterView() {
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
      toaster.showSuccess('Link copied');
    } catch {
      toaster.showError('Could not copy the link');
    }
  };
  return (
    <div className="center connecting">
      {url ? <Qr value={url} label="Farcaster sign-in QR code" size={240} /> : <Spinner large label="Loading QR code" />}
      <p className="title-text">{state.status === 'connecting' ? 'Connecting…' : 'Scan with your phone'}</p>
      <p className="muted">Scan this QR code with Farcaster, or open the link on a device signed in to Farcaster.</p>
      {state.status === 'error' ? (
        <p className="error-text" role="alert">
          {state.error}
        </p>
      ) : null}
      {url ? (
        <div className="field">
          <button type="button" className="button secondary" onClick={() => void copy()}>
            Copy link
          </button>
          <a className="button secondary" href={url} target="_blank" rel="noopener noreferrer" data-testid="farcaster-link">
            Open link
          </a>
        </div>
      ) : null}
    </div>
  );
}
