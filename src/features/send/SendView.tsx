import { useAtomValue } from 'jotai/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { tokenBalancesAtom } from '../../atoms/account.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { sendFormAtom } from './form.ts';
import { isProfileName } from '../../core/api/profile.ts';
import { AmountField } from '../../ui/AmountField/AmountField.tsx';
import { ReceiverField } from '../../ui/ReceiverField/ReceiverField.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { tokenKeyOf, usdValueOf } from './tokens.ts';
import { useSendActions } from './useSendActions.ts';
import { useT } from '../../ui/i18n/useT.ts';

/** How long typing in the receiver field pauses before a name is looked up. */
const NAME_LOOKUP_DELAY_MS = 300;

const usd = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? '' : `≈ $${value.toFixed(value !== 0 && value < 0.01 ? 4 : 2)}`;

/**
 * Send (SPEC sections 3–5): the token from the account's balances (native first), the amount with Max and its USD
 * value as you type, and the receiver by address or by name (`.reown.id`, legacy `.wcn.id`) with its profile.
 * Review checks the form with the SPEC's texts and opens the preview.
 */
export function SendView() {
  const t = useT();
  const actions = useSendActions();
  const state = useAtomValue(sendFormAtom).value;
  const network = useAtomValue(activeNetworkAtom);
  const balances = useAtomValue(tokenBalancesAtom);
  const id = useId();
  const [receiver, setReceiver] = useState(state.receiverAddress);
  const [maxBusy, setMaxBusy] = useState(false);
  const tokens = actions.tokens();
  const token = actions.selectedToken(state);
  const form = useRef<HTMLFormElement>(null);
  useAutofocus(form, Boolean(balances));

  // The receiver is resolved once typing pauses; the field itself answers every keystroke.
  useEffect(() => {
    if (receiver === state.receiverAddress) return;
    const timer = setTimeout(() => void actions.setReceiver(receiver), isProfileName(receiver) ? NAME_LOOKUP_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [receiver]);
  // A reset form (after a send, a network or account change) clears the field too.
  useEffect(() => {
    if (state.receiverAddress === '') setReceiver('');
  }, [state.receiverAddress]);

  if (!balances) {
    return (
      <div className="center">
        <Spinner label={t('send.loadingBalances')} />
      </div>
    );
  }
  const resolving = isProfileName(receiver) && !state.resolvedAddress && !state.error;
  const errorId = `${id}-error`;
  return (
    <form
      ref={form}
      className="send-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // An address typed or pasted just before Enter (or Review) is taken as it stands, not after the pause.
        if (receiver !== state.receiverAddress) void actions.setReceiver(receiver);
        actions.review();
      }}
    >
      <div className="stack">
        <label htmlFor={`${id}-token`}>{t('send.token')}</label>
        {tokens.length === 0 ? (
          <p className="muted">{t('send.noTokensOn', { network: network?.name ?? t('swap.thisNetwork') })}</p>
        ) : (
          <select
            id={`${id}-token`}
            className="input"
            value={token ? tokenKeyOf(token) : ''}
            onChange={(e) => actions.setToken(e.target.value)}
          >
            {tokens.map((option) => (
              <option key={tokenKeyOf(option)} value={tokenKeyOf(option)}>
                {t('send.available', { symbol: option.symbol, amount: option.quantity.numeric })}
              </option>
            ))}
          </select>
        )}
      </div>
      <AmountField
        id={id}
        label={token ? t('send.amountOf', { symbol: token.symbol }) : t('send.amount')}
        value={state.sendTokenAmount}
        onChange={actions.setAmount}
        action={
          <button
            type="button"
            className="button secondary"
            disabled={!token || maxBusy}
            onClick={() => {
              setMaxBusy(true);
              void actions.setMax().finally(() => setMaxBusy(false));
            }}
          >
            {t('common.max')}
          </button>
        }
        hint={usd(usdValueOf(token, state.sendTokenAmount))}
      />
      <ReceiverField
        id={id}
        label={t('send.to')}
        placeholder={t(network?.chainNamespace === 'solana' ? 'send.placeholderSolana' : 'send.placeholderEvm')}
        value={receiver}
        onChange={setReceiver}
        errorId={state.error ? errorId : undefined}
      >
        {resolving ? <Spinner label={t('send.resolving')} /> : null}
        {state.resolvedAddress ? (
          <p className="send-receiver-profile" data-testid="send-receiver-profile">
            {state.receiverProfileImageUrl ? <img src={state.receiverProfileImageUrl} alt="" /> : null}
            <span>
              <strong>{state.receiverProfileName}</strong> <span className="muted">{state.resolvedAddress}</span>
            </span>
          </p>
        ) : null}
      </ReceiverField>
      {state.error ? (
        <p className="error-text" role="alert" id={errorId}>
          {t.text(state.error)}
        </p>
      ) : null}
      <button type="submit" className="button wide" disabled={tokens.length === 0}>
        {t('send.review')}
      </button>
    </form>
  );
}
