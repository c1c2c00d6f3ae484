import { useAtomValue } from 'jotai/react';
import { useId, useRef, useState } from 'react';
import { bitcoinBalanceAtom } from '../../atoms/bitcoin.ts';
import { useServices } from '../../atoms/hooks.ts';
import { useVisitDraft } from '../../atoms/visitDraft.ts';
import { walletWaitAtom } from '../../atoms/walletWait.ts';
import { formatSats } from '../../chains/bitcoin/units.ts';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { AmountField } from '../../ui/AmountField/AmountField.tsx';
import { ReceiverField } from '../../ui/ReceiverField/ReceiverField.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { RequireBitcoinAccount } from './RequireBitcoinAccount.tsx';
import { WalletLate } from '../../ui/WalletLate/WalletLate.tsx';
import { bitcoinSendFormAtom, createBitcoinSendActions, EMPTY_BITCOIN_SEND_FORM, type BitcoinReview } from './send.ts';

const byInstance = new WeakMap<object, ReturnType<typeof createBitcoinSendActions>>();

/**
 * Send on a Bitcoin network: amount in BTC and a receiver of this network; Review builds the PSBT and shows the
 * network fee (the API's rate) before Send asks the wallet to sign it.
 */
export function BitcoinSendView() {
  return (
    <RequireBitcoinAccount>
      <BitcoinSendForm />
    </RequireBitcoinAccount>
  );
}

function BitcoinSendForm() {
  const t = useT();
  const { instance, toaster, replace } = useServices();
  let actions = byInstance.get(instance);
  if (!actions) {
    actions = createBitcoinSendActions(instance);
    byInstance.set(instance, actions);
  }
  const balance = useAtomValue(bitcoinBalanceAtom);
  // A WalletConnect wallet that has not answered the signature yet.
  const late = useAtomValue(walletWaitAtom);
  const id = useId();
  // In the instance's store, not the view's: the embedded wallet's approval opens over Send and comes back to it.
  const [{ amount, receiver, error, review }, setForm] = useVisitDraft(bitcoinSendFormAtom);
  const setAmount = (value: string) => setForm((form) => ({ ...form, amount: value }));
  const setReceiver = (value: string) => setForm((form) => ({ ...form, receiver: value }));
  const setError = (value: string | undefined) => setForm((form) => ({ ...form, error: value }));
  const setReview = (value: BitcoinReview | undefined) => setForm((form) => ({ ...form, review: value }));
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useAutofocus(form, true);

  const edit = (apply: () => void) => {
    apply();
    setReview(undefined);
    setError(undefined);
  };
  async function submit() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    if (!review) {
      const result = await actions!.review(amount, receiver);
      if ('error' in result) setError(result.error);
      else setReview(result.review);
      setBusy(false);
      return;
    }
    const result = await actions!.send(review);
    setBusy(false);
    if ('error' in result) {
      setError(result.error);
      toaster.showError(result.error);
      return;
    }
    toaster.showSuccess(`Sent ${formatSats(review.amount)} BTC`);
    setForm(() => EMPTY_BITCOIN_SEND_FORM);
    replace('Account');
  }
  const errorId = `${id}-error`;
  const available = balance ? formatSats(balance.confirmed + balance.pending) : undefined;
  return (
    <form
      ref={form}
      className="send-form stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <AmountField
        id={id}
        label={t('send.amountOf', { symbol: 'BTC' })}
        value={amount}
        onChange={(value) => edit(() => setAmount(value))}
        hint={available !== undefined ? t('send.available', { symbol: 'BTC', amount: available }) : null}
      />
      <ReceiverField
        id={id}
        label={t('send.to')}
        placeholder={t('bitcoin.placeholder')}
        value={receiver}
        onChange={(value) => edit(() => setReceiver(value))}
        errorId={error ? errorId : undefined}
      />
      {review ? (
        <p className="muted" data-testid="bitcoin-fee" aria-live="polite">
          {t('bitcoin.fee', { fee: formatSats(review.fee), rate: String(review.satsPerVbyte) })}
        </p>
      ) : null}
      {error ? (
        <p className="error-text" role="alert" id={errorId}>
          {t.text(error)}
        </p>
      ) : null}
      {busy ? <Spinner label={review ? t('send.sending') : t('modal.loading')} /> : null}
      {busy && review && late ? <WalletLate walletName={late.walletName} onStop={late.cancel} /> : null}
      <button type="submit" className="button wide" disabled={busy}>
        {review ? t('send.submit') : t('send.review')}
      </button>
    </form>
  );
}
