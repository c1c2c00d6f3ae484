import { useT } from '../i18n/useT.ts';

export type WalletLateProps = { walletName: string; onStop: () => void };

/**
 * A wallet that has not answered after a few seconds (a WalletConnect wallet on a phone gone silent): said with its
 * name, and a way to stop waiting. One notice for every view that waits on the wallet (Send, Swap, Pay, sign-in).
 */
export function WalletLate({ walletName, onStop }: WalletLateProps) {
  const t = useT();
  return (
    <div className="wallet-late" role="status">
      <p className="muted">{t('wallet.late', { name: walletName })}</p>
      <button type="button" className="button secondary wide" onClick={onStop}>
        {t('wallet.stopWaiting')}
      </button>
    </div>
  );
}
