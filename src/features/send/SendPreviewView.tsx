import { useAtomValue } from 'jotai/react';
import { useEffect, useState } from 'react';
import { activeConnectionAtom } from '../../atoms/connection.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { sendFormAtom } from './form.ts';
import { walletWaitAtom } from '../../atoms/walletWait.ts';
import { truncateAddress } from '../../core/caip.ts';
import { BaseError } from '../../core/errors/base.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { WalletLate } from '../../ui/WalletLate/WalletLate.tsx';
import type { FeeEstimate } from './send.ts';
import { usdValueOf } from './tokens.ts';
import { useSendActions } from './useSendActions.ts';
import { fromUnits } from '../../core/units.ts';
import { useT } from '../../ui/i18n/useT.ts';

type Fee = { status: 'loading' } | { status: 'ready'; fee: FeeEstimate } | { status: 'error'; message: string };

/**
 * The send preview: from, to (with the receiver's profile), amount and token, network, and the estimated
 * network fee in the native currency and USD. **Send** asks the wallet; while it waits the button says so.
 */
export function SendPreviewView() {
  const t = useT();
  const actions = useSendActions();
  const state = useAtomValue(sendFormAtom).value;
  // A WalletConnect wallet that has not answered after a few seconds: said, with a way to stop waiting.
  const late = useAtomValue(walletWaitAtom);
  const network = useAtomValue(activeNetworkAtom);
  const connection = useAtomValue(activeConnectionAtom);
  const [fee, setFee] = useState<Fee>({ status: 'loading' });
  const token = actions.selectedToken(state);
  const to = actions.receiverOf(state);

  useEffect(() => {
    let live = true;
    actions.estimateFee().then(
      (estimate) => live && setFee({ status: 'ready', fee: estimate }),
      (error: unknown) =>
        live &&
        setFee({ status: 'error', message: error instanceof BaseError ? error.shortMessage : 'Could not estimate the network fee' }),
    );
    return () => {
      live = false;
    };
  }, [state.tokenKey, state.sendTokenAmount, to]);

  if (!token || !connection.address) {
    return <p className="muted center">{t('send.nothing')}</p>;
  }
  const amountUsd = usdValueOf(token, state.sendTokenAmount);
  return (
    <div className="send-form">
      <p className="send-amount-big" data-testid="send-preview-amount">
        {state.sendTokenAmount} {token.symbol}
        {amountUsd !== undefined ? <span className="muted"> · ${amountUsd.toFixed(2)}</span> : null}
      </p>
      <dl className="send-review">
        <dt>{t('send.from')}</dt>
        <dd title={connection.address}>{truncateAddress(connection.address)}</dd>
        <dt>{t('send.to')}</dt>
        <dd title={to}>
          {state.receiverProfileName ? (
            <>
              {state.receiverProfileName} <span className="muted">({truncateAddress(to)})</span>
            </>
          ) : (
            to
          )}
        </dd>
        <dt>{t('send.network')}</dt>
        <dd>{network?.name}</dd>
        <dt>{t('swap.networkFee')}</dt>
        <dd data-testid="send-fee" aria-live="polite">
          {fee.status === 'loading' ? (
            <Spinner label={t('swap.estimatingFee')} />
          ) : fee.status === 'error' ? (
            <span className="error-text">{t.text(fee.message)}</span>
          ) : (
            <>
              ≈ {fromUnits(fee.fee.units, fee.fee.decimals)} {fee.fee.symbol}
              {fee.fee.usd !== undefined ? <span className="muted"> · ${fee.fee.usd.toFixed(fee.fee.usd < 0.01 ? 4 : 2)}</span> : null}
            </>
          )}
        </dd>
      </dl>
      {state.error ? (
        <p className="error-text" role="alert">
          {t.text(state.error)}
        </p>
      ) : null}
      <button type="button" className="button wide" disabled={state.loading} aria-busy={state.loading} onClick={() => void actions.send()}>
        {state.loading ? t('send.sending') : t('send.submit')}
      </button>
      {state.loading && late ? <WalletLate walletName={late.walletName} onStop={late.cancel} /> : null}
    </div>
  );
}
