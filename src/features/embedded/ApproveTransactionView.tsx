import { useAtomValue } from 'jotai/react';
import { pendingApprovalsAtom } from '../../atoms/embedded.ts';
import { useServices } from '../../atoms/hooks.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';

const WEI_PER_ETH = 10n ** 18n;

/** Wei (decimal string) as ETH with up to 6 decimals. */
export function formatEth(wei: string | undefined): string {
  if (!wei) return '0';
  const value = BigInt(wei);
  const whole = value / WEI_PER_ETH;
  const fraction = (value % WEI_PER_ETH).toString().padStart(18, '0').slice(0, 6).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

const TITLES: Record<string, string> = {
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  wallet_sendCalls: 'Send calls',
};

/**
 * ApproveTransaction: what the app asks the embedded wallet to sign or send (method, from, to, value in ETH,
 * the message text), with Approve and Reject. Requests queue; the oldest is shown.
 */
export function ApproveTransactionView() {
  const approvals = useAtomValue(pendingApprovalsAtom);
  const { embedded } = useServices();
  const request = approvals[0];
  if (!request) {
    return (
      <div className="center">
        <Spinner large label="Waiting for the wallet" />
      </div>
    );
  }
  return (
    <div className="section approve">
      <p className="title-text">{TITLES[request.method] ?? 'Approve request'}</p>
      <dl className="approve-details">
        <dt>Method</dt>
        <dd>{request.method}</dd>
        {request.from ? (
          <>
            <dt>From</dt>
            <dd>{request.from}</dd>
          </>
        ) : null}
        {request.to !== undefined ? (
          <>
            <dt>To</dt>
            <dd>{request.to ?? 'New contract'}</dd>
          </>
        ) : null}
        {request.value !== undefined ? (
          <>
            <dt>Value</dt>
            <dd data-testid="approve-value">{formatEth(request.value)} ETH</dd>
          </>
        ) : null}
        {request.message !== undefined ? (
          <>
            <dt>Message</dt>
            <dd className="approve-message" data-testid="approve-message">
              {request.message}
            </dd>
          </>
        ) : null}
        {request.details !== undefined ? (
          <>
            <dt>Details</dt>
            <dd className="approve-message">{request.details}</dd>
          </>
        ) : null}
      </dl>
      {approvals.length > 1 ? <p className="muted">{approvals.length - 1} more waiting</p> : null}
      <div className="field">
        <button type="button" className="button secondary" onClick={() => embedded.reject(request.id)}>
          Reject
        </button>
        <button type="button" className="button" data-autofocus="" onClick={() => embedded.approve(request.id)}>
          Approve
        </button>
      </div>
    </div>
  );
}
