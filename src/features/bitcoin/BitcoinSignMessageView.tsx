import { useAtomValue } from 'jotai/react';
import { useId, useRef } from 'react';
import { allAccountsAtom } from '../../atoms/bitcoin.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import { useServices } from '../../atoms/hooks.ts';
import { useVisitDraft } from '../../atoms/visitDraft.ts';
import { walletWaitAtom } from '../../atoms/walletWait.ts';
import { truncateAddress } from '../../core/caip.ts';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { CopyIcon } from '../../ui/icons/icons.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { WalletLate } from '../../ui/WalletLate/WalletLate.tsx';
import { bitcoinSignFormAtom, MESSAGE_REQUIRED } from './signMessage.ts';
import { useBitcoinSignActions } from './useBitcoinSignActions.ts';
import { RequireBitcoinAccount } from './RequireBitcoinAccount.tsx';

/**
 * Sign message (BIP-322) on a Bitcoin connection: the visitor types a message and picks the account (payment,
 * preselected, or ordinal); the wallet signs it and the signature is shown, announced and ready to copy.
 */
export function BitcoinSignMessageView() {
  return (
    <RequireBitcoinAccount>
      <BitcoinSignMessageForm />
    </RequireBitcoinAccount>
  );
}

function BitcoinSignMessageForm() {
  const t = useT();
  const { toaster } = useServices();
  const actions = useBitcoinSignActions();
  // Read so the list follows the connection (the actions read the same atoms).
  useAtomValue(allAccountsAtom('bip122'));
  useAtomValue(connectionAtom('bip122'));
  const accounts = actions.accounts();
  // A WalletConnect wallet that has not answered the signature yet.
  const late = useAtomValue(walletWaitAtom);
  const id = useId();
  // In the instance's store, not the view's: the embedded wallet's approval opens over this view and comes back to it.
  const [{ message, picked, signed, error, busy }, setForm] = useVisitDraft(bitcoinSignFormAtom);
  const form = useRef<HTMLFormElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  useAutofocus(form, true);
  const address = accounts.find((account) => account.address === picked)?.address ?? accounts[0]?.address;

  const edit = (change: { message?: string; picked?: string }) =>
    setForm((form) => ({ ...form, ...change, signed: undefined, error: undefined }));
  async function submit() {
    if (busy || !address) return;
    setForm((form) => ({ ...form, busy: true, signed: undefined, error: undefined }));
    const result = await actions.sign(message, address);
    if ('error' in result) {
      setForm((form) => ({ ...form, busy: false, error: result.error }));
      if (result.error === MESSAGE_REQUIRED) messageField.current?.focus();
    } else setForm((form) => ({ ...form, busy: false, signed: result }));
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
        onChange={(e) => edit({ message: e.target.value })}
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
              onChange={() => edit({ picked: account.address })}
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
      {busy && late ? <WalletLate walletName={late.walletName} onStop={late.cancel} /> : null}
      <button type="submit" className="button wide" disabled={busy || !address}>
        {t('siwx.sign')}
      </button>
    </form>
  );
}
