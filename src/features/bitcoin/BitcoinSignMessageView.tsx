import { useAtomValue } from 'jotai/react';
import { useId, useRef, useState } from 'react';
import { allAccountsAtom } from '../../atoms/bitcoin.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import { useServices } from '../../atoms/hooks.ts';
import { truncateAddress } from '../../core/caip.ts';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { CopyIcon } from '../../ui/icons/icons.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { MESSAGE_REQUIRED } from './signMessage.ts';
import { useBitcoinSignActions } from './useBitcoinSignActions.ts';

/**
 * Sign message (BIP-322) on a Bitcoin connection: the visitor types a message and picks the account (payment,
 * preselected, or ordinal); the wallet signs it and the signature is shown, announced and ready to copy.
 */
export function BitcoinSignMessageView() {
  const t = useT();
  const { toaster } = useServices();
  const actions = useBitcoinSignActions();
  // Read so the list follows the connection (the actions read the same atoms).
  useAtomValue(allAccountsAtom('bip122'));
  useAtomValue(connectionAtom('bip122'));
  const accounts = actions.accounts();
  const id = useId();
  const [message, setMessage] = useState('');
  const [picked, setPicked] = useState<string>();
  const [signed, setSigned] = useState<{ signature: string; address: string }>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  useAutofocus(form, true);
  const address = accounts.find((account) => account.address === picked)?.address ?? accounts[0]?.address;

  const edit = (apply: () => void) => {
    apply();
    setSigned(undefined);
    setError(undefined);
  };
  async function submit() {
    if (busy || !address) return;
    setBusy(true);
    setError(undefined);
    setSigned(undefined);
    const result = await actions.sign(message, address);
    setBusy(false);
    if ('error' in result) {
      setError(result.error);
      if (result.error === MESSAGE_REQUIRED) messageField.current?.focus();
    } else setSigned(result);
  }
  const copy = async () => {
    try {
      if (!navigator.clipboard || !signed) throw new Error('No clipboard');
      await navigator.clipboard.writeText(signed.signature);
      toaster.showSuccess(t('bitcoin.copied'));
    } catch {
      toaster.showError(t('error.generic'));
    }
  };
  const errorId = `${id}-error`;
  const invalid = error === MESSAGE_REQUIRED;
  return (
    <form
      ref={form}
      className="bitcoin-sign"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-message`}>{t('bitcoin.message')}</label>
      <textarea
        ref={messageField}
        id={`${id}-message`}
        className="input"
        rows={4}
        spellCheck={false}
        data-autofocus=""
        value={message}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => edit(() => setMessage(e.target.value))}
      />
      <fieldset>
        <legend>{t('bitcoin.accounts')}</legend>
        {accounts.map((account) => (
          <label key={account.address} className="choice" title={account.address}>
            <input
              type="radio"
              name={`${id}-account`}
              value={account.address}
              checked={account.address === address}
              onChange={() => edit(() => setPicked(account.address))}
            />
            {t(account.type === 'payment' ? 'bitcoin.payment' : 'bitcoin.ordinal')}{' '}
            <span className="muted">{truncateAddress(account.address)}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="error-text" role="alert" id={errorId}>
          {t.text(error)}
        </p>
      ) : null}
      {/* Always in the page, so screen readers announce the signature when it arrives. */}
      <div aria-live="polite" aria-atomic="true">
        {signed ? (
          <>
            <p className="muted">{t('bitcoin.signature')}</p>
            <p className="bitcoin-signature" data-testid="bitcoin-signature">
              {signed.signature}
            </p>
          </>
        ) : null}
      </div>
      {signed ? (
        <button type="button" className="button secondary" onClick={() => void copy()}>
          <CopyIcon />
          {t('bitcoin.copySignature')}
        </button>
      ) : null}
      {busy ? <Spinner label={t('siwx.signing')} /> : null}
      <button type="submit" className="button wide" disabled={busy || !address}>
        {t('siwx.sign')}
      </button>
    </form>
  );
}
