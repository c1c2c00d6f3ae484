import { useAtomValue } from 'jotai/react';
import { connectAttemptAtom } from '../../atoms/account.ts';
import { useServices } from '../../atoms/hooks.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { WalletIcon } from '../../ui/icons/icons.tsx';

/** ConnectingExternal: waits for the browser wallet's prompt; on failure says why and offers "Try again". */
export function ConnectingExternalView() {
  const attempt = useAtomValue(connectAttemptAtom);
  const { wallet } = useServices();
  if (!attempt) return null;
  const failed = attempt.status === 'error';
  return (
    <div className="center connecting" aria-busy={!failed}>
      <div className="wallet-logo">
        {attempt.icon ? <img src={attempt.icon} alt="" width={64} height={64} /> : <WalletIcon />}
        {failed ? null : <Spinner large label={`Connecting to ${attempt.name}`} />}
      </div>
      <p className="title-text">{failed ? attempt.error : `Continue in ${attempt.name}`}</p>
      <p className="muted">{failed ? 'The wallet did not connect.' : 'Accept the connection request in your wallet.'}</p>
      {failed ? (
        <button type="button" className="button" data-autofocus="" onClick={() => void wallet.connectInjected(attempt.connectorId)}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
