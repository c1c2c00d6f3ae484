import { useId, useState } from 'react';
import { useServices } from '../../atoms/hooks.ts';
import { CopyIcon } from '../../ui/icons/icons.tsx';
import type { ReceiveAccount } from './receiveAccount.ts';
import { useT } from '../../ui/i18n/useT.ts';

/** The address to receive on: short and in full (selectable), Copy address, and the CAIP form on request. */
export function AddressPanel({ account }: { account: ReceiveAccount }) {
  const t = useT();
  const { toaster } = useServices();
  const [showCaip, setShowCaip] = useState(false);
  const headingId = useId();
  const caipId = useId();

  const copy = async () => {
    try {
      // Without a clipboard (insecure context, or denied) say so rather than pretend.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(account.address);
      toaster.showSuccess(t('receive.copied'));
    } catch {
      toaster.showError(t('receive.copyFailed'));
    }
  };

  return (
    <section className="receive-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="section-title">
        {t('receive.yourAddress')}
      </h3>
      {/* The full address follows; the short form is for the eye only. */}
      <p className="receive-short" aria-hidden="true">
        {account.short}
      </p>
      <p className="receive-address" data-testid="receive-address">
        {account.address}
      </p>
      <button type="button" className="button secondary" onClick={() => void copy()} data-autofocus="">
        <CopyIcon />
        {t('receive.copy')}
      </button>
      {account.caipAddress ? (
        <>
          <label className="receive-toggle">
            <input type="checkbox" checked={showCaip} aria-controls={caipId} onChange={(e) => setShowCaip(e.target.checked)} />
            {t('receive.showCaip')}
          </label>
          <p id={caipId} className="receive-address" data-testid="receive-caip" hidden={!showCaip}>
            {account.caipAddress}
          </p>
        </>
      ) : null}
    </section>
  );
}
