import { useAtomValue } from 'jotai/react';
import { useLayoutEffect, useState } from 'react';
import { connectionAtom, isConnectedAtom } from '../../atoms/connection.ts';
import { useServices } from '../../atoms/hooks.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { truncateAddress } from '../../core/caip.ts';
import { fromUnits } from '../../core/units.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { type PayStage, type PayState, payStage, payStateAtom } from './state.ts';
import { usePayActions } from './usePayActions.ts';

/**
 * Pay (`appKit.pay()`): what is asked (amount and asset, recipient, network), from which account and with which
 * balance; then the one step the visitor has to take: connect, switch network, or Pay. Ends on the outcome.
 */
export function PayView() {
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
  const what = `${request.amount} ${asset?.symbol ?? ''}`.trim();

  return (
    <div className="pay">
      <p className="pay-amount" data-testid="pay-amount">
        {asset ? what : <Spinner label="Loading the payment" />}
      </p>
      <dl className="pay-summary">
        <dt>To</dt>
        <dd data-testid="pay-recipient">{request.recipient}</dd>
        <dt>Network</dt>
        <dd>{request.network.name}</dd>
        <dt>From</dt>
        <dd title={address}>{address ? truncateAddress(address) : 'No wallet connected'}</dd>
        <dt>Balance</dt>
        <dd data-testid="pay-balance">{balanceText(state, address)}</dd>
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

function balanceText(state: PayState, address: string | undefined) {
  if (!address) return '—';
  if (!state.asset || state.balance?.owner !== address) return <Spinner label="Checking the balance" />;
  if ('error' in state.balance) return state.balance.error;
  return `${fromUnits(state.balance.units, state.asset.decimals)} ${state.asset.symbol}`;
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
  switch (stage) {
    case 'loading':
    case 'checkingBalance':
      return null;
    case 'connect':
      return (
        <button type="button" className="button wide" onClick={onConnect}>
          Connect a wallet to pay
        </button>
      );
    case 'switchNetwork':
      return (
        <button type="button" className="button wide" disabled={switching} aria-busy={switching} onClick={onSwitch}>
          Switch to {networkName}
        </button>
      );
    case 'ready':
    case 'paying':
      return (
        <button type="button" className="button wide" disabled={stage === 'paying'} aria-busy={stage === 'paying'} onClick={onPay}>
          {stage === 'paying' ? 'Confirm in your wallet…' : `Pay ${what}`}
        </button>
      );
    case 'confirming':
      return (
        <p className="pay-status" role="status">
          <Spinner /> Waiting for the transaction to be mined
        </p>
      );
    case 'paid':
      return (
        <>
          <p className="pay-status success" role="status">
            Payment sent
          </p>
          <p className="pay-hash muted" data-testid="pay-hash">
            {state.hash}
          </p>
          <button type="button" className="button wide secondary" onClick={onClose}>
            Done
          </button>
        </>
      );
    case 'failed':
      // The call has rejected; the header's Close ends the view.
      return (
        <p className="error-text" role="alert">
          {state.failure?.message}
        </p>
      );
  }
}
