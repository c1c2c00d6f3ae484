import { useAtomValue } from 'jotai/react';
import { useLayoutEffect, useState } from 'react';
import { connectionAtom, isConnectedAtom } from '../../atoms/connection.ts';
import { useServices } from '../../atoms/hooks.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { walletWaitAtom } from '../../atoms/walletWait.ts';
import { truncateAddress } from '../../core/caip.ts';
import { formatDecimal } from '../../core/i18n/numbers.ts';
import type { Translator } from '../../core/i18n/translator.ts';
import { fromUnits } from '../../core/units.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { WalletLate } from '../../ui/WalletLate/WalletLate.tsx';
import { type PayStage, type PayState, payStage, payStateAtom } from './state.ts';
import { usePayActions } from './usePayActions.ts';

/**
 * Pay (`appKit.pay()`): what is asked (amount and asset, recipient, network), from which account and with which
 * balance; then the one step the visitor has to take: connect, switch network, or Pay. Ends on the outcome.
 */
export function PayView() {
  const t = useT();
  const state = useAtomValue(payStateAtom);
  const services = useServices();
  const actions = usePayActions();
  const eip155 = useAtomValue(connectionAtom('eip155'));
  const active = useAtomValue(activeNetworkAtom);
  const [switching, setSwitching] = useState(false);

  const connected = useAtomValue(isConnectedAtom);
  // Opened without a payment (open({ view: 'Pay' })): there is nothing to show, so the default view instead.
  useLayoutEffect(() => {
    if (!state) services.reset(connected ? 'Account' : 'Connect');
  }, [state, services, connected]);
  if (!state) return null;

  const address = eip155.status === 'connected' ? eip155.address : undefined;
  const stage = payStage(state, { address, caipNetworkId: active?.caipNetworkId });
  const { request, asset } = state;
  const what = `${formatDecimal(t.locale, request.amount)} ${asset?.symbol ?? ''}`.trim();

  return (
    <div className="pay">
      <p className="pay-amount" data-testid="pay-amount">
        {asset ? what : <Spinner label={t('pay.loading')} />}
      </p>
      <dl className="pay-summary">
        <dt>{t('send.to')}</dt>
        <dd data-testid="pay-recipient">{request.recipient}</dd>
        <dt>{t('send.network')}</dt>
        <dd>{request.network.name}</dd>
        <dt>{t('send.from')}</dt>
        <dd title={address}>{address ? truncateAddress(address) : t('pay.noWallet')}</dd>
        <dt>{t('pay.balance')}</dt>
        <dd data-testid="pay-balance">{balanceText(t, state, address)}</dd>
      </dl>
      <Step
        stage={stage}
        state={state}
        what={what}
        networkName={request.network.name}
        switching={switching}
        onConnect={() => services.push('Connect')}
        onSwitch={() => {
          setSwitching(true);
          void services.wallet.switchNetwork(request.network).finally(() => setSwitching(false));
        }}
        onPay={() => void actions.confirm()}
        onClose={() => services.close()}
      />
    </div>
  );
}

function balanceText(t: Translator, state: PayState, address: string | undefined) {
  if (!address) return '—';
  if (!state.asset || state.balance?.owner !== address) return <Spinner label={t('pay.checkingBalance')} />;
  if ('error' in state.balance) return t.text(state.balance.error);
  return `${formatDecimal(t.locale, fromUnits(state.balance.units, state.asset.decimals))} ${state.asset.symbol}`;
}

/** Why the payment ended, in the modal's language (the call rejected with the English text). */
function failureText(t: Translator, state: PayState): string {
  const { failure, request, asset, balance } = state;
  if (!failure) return '';
  const amount = (text: string) => `${formatDecimal(t.locale, text)} ${asset?.symbol ?? ''}`.trim();
  switch (failure.reason) {
    case 'insufficient_balance':
      if (asset && balance && 'units' in balance) {
        return t('pay.error.insufficient', { needed: amount(request.amount), held: amount(fromUnits(balance.units, asset.decimals)) });
      }
      break;
    case 'invalid_request':
      if (asset) return t('pay.error.decimals', { symbol: asset.symbol, decimals: asset.decimals });
      break;
    case 'failed':
      if (failure.cause) return t('pay.error.failedBecause', { reason: t.text(failure.cause) });
      break;
  }
  // A rejection or a bare failure: the English text, which the catalogue has.
  return t.text(failure.message);
}

type StepProps = {
  stage: PayStage;
  state: PayState;
  what: string;
  networkName: string;
  switching: boolean;
  onConnect(): void;
  onSwitch(): void;
  onPay(): void;
  onClose(): void;
};

/** The one thing to do (or to wait for) at this stage. */
function Step({ stage, state, what, networkName, switching, onConnect, onSwitch, onPay, onClose }: StepProps) {
  const t = useT();
  const late = useAtomValue(walletWaitAtom);
  switch (stage) {
    case 'loading':
    case 'checkingBalance':
      return null;
    case 'connect':
      return (
        <button type="button" className="button wide" onClick={onConnect}>
          {t('pay.connect')}
        </button>
      );
    case 'switchNetwork':
      return (
        <button type="button" className="button wide" disabled={switching} aria-busy={switching} onClick={onSwitch}>
          {t('network.switchTo', { name: networkName })}
        </button>
      );
    case 'ready':
    case 'paying':
      return (
        <>
          <button type="button" className="button wide" disabled={stage === 'paying'} aria-busy={stage === 'paying'} onClick={onPay}>
            {stage === 'paying' ? t('pay.confirmInWallet') : t('pay.pay', { amount: what })}
          </button>
          {stage === 'paying' && late ? <WalletLate walletName={late.walletName} onStop={late.cancel} /> : null}
        </>
      );
    case 'confirming':
      return (
        <p className="pay-status" role="status">
          <Spinner /> {t('pay.mining')}
        </p>
      );
    case 'paid':
      return (
        <>
          <p className="pay-status success" role="status">
            {t('pay.sent')}
          </p>
          <p className="pay-hash muted" data-testid="pay-hash">
            {state.hash}
          </p>
          <button type="button" className="button wide secondary" onClick={onClose}>
            {t('pay.done')}
          </button>
        </>
      );
    case 'failed':
      // The call has rejected; the header's Close ends the view.
      return (
        <p className="error-text" role="alert">
          {failureText(t, state)}
        </p>
      );
  }
}
