import { useAtomValue } from 'jotai/react';
import { connectAttemptAtom } from '../../atoms/account.ts';
import { useServices } from '../../atoms/hooks.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { WalletIcon } from '../../ui/icons/icons.tsx';
import { useT } from '../../ui/i18n/useT.ts';

/** ConnectingExternal: waits for the browser wallet's prompt; on failure says why and offers "Try again". */
export function ConnectingExternalView() {
  const t = useT();
  const attempt = useAtomValue(connectAttemptAtom);
  const { wallet } = useServices();
  if (!attempt) return null;
  const failed = attempt.status === 'error';
  return (
    <div className="center connecting" aria-busy={!failed}>
      <div className="wallet-logo">
        {attempt.icon ? <img src={attempt.icon} alt="" width={64} height={64} /> : <WalletIcon />}
        {failed ? null : <Spinner large label={t('connecting.to', { name: attempt.name })} />}
      </div>
      <p className="title-text">{failed ? t.text(attempt.error ?? '') : t('connecting.continueIn', { name: attempt.name })}</p>
      <p className="muted">{failed ? t('connecting.failed') : t('connecting.accept')}</p>
      {failed ? (
        <button type="button" className="button" data-autofocus="" onClick={() => void wallet.connectInjected(attempt.connectorId)}>
          {t('common.tryAgain')}
        </button>
      ) : null}
    </div>
  );
}
