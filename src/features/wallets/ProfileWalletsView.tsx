import { useAtomValue } from 'jotai/react';
import { useRef, useState } from 'react';
import { useServices } from '../../atoms/hooks.ts';
import { type ListedConnection, listedConnectionsAtom } from '../../atoms/walletConnections.ts';
import { truncateAddress } from '../../core/caip.ts';
import { BaseError } from '../../core/errors/base.ts';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { WalletIcon } from '../../ui/icons/icons.tsx';
import './styles.ts';

const NAMESPACE_LABELS: Record<string, string> = { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin' };

/**
 * ProfileWallets (multi-wallet): every connection of every namespace, the active one marked; switch to another,
 * disconnect one (that one only), or add a wallet (Connect, the others kept).
 */
export function ProfileWalletsView() {
  const t = useT();
  const services = useServices();
  const connections = useAtomValue(listedConnectionsAtom);
  const [busy, setBusy] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useAutofocus(root);

  const run = (connection: ListedConnection, action: (c: ListedConnection) => Promise<void>) => {
    setBusy(`${connection.namespace}:${connection.connectorId}`);
    action(connection)
      .catch((error: unknown) => services.toaster.showError(error instanceof BaseError ? t.text(error.shortMessage) : t('error.generic')))
      .finally(() => setBusy(null));
  };

  return (
    <div ref={root}>
      <ul className="list" aria-label={t('account.wallets')}>
        {connections.map((connection) => {
          const key = `${connection.namespace}:${connection.connectorId}`;
          const active = connection.status === 'active';
          const address = connection.accounts[0]?.address ?? '';
          return (
            <li
              key={key}
              className="row wallet-connection"
              aria-current={active ? 'true' : undefined}
              aria-busy={busy === key || undefined}
            >
              {connection.icon ? (
                <img src={connection.icon} alt="" />
              ) : (
                <span className="glyph">
                  <WalletIcon />
                </span>
              )}
              <span className="name">
                {connection.name}
                <span className="muted">
                  {connection.auth ? `${connection.auth.name} · ` : ''}
                  <span className="address">{truncateAddress(address)}</span> ·{' '}
                  {NAMESPACE_LABELS[connection.namespace] ?? connection.namespace}
                </span>
              </span>
              <span className="wallet-actions">
                {active ? (
                  <span className="tag">{t('common.active')}</span>
                ) : (
                  <button
                    type="button"
                    className="button secondary"
                    aria-label={t('network.switchTo', { name: connection.name })}
                    disabled={busy !== null}
                    onClick={() => run(connection, services.multiWallet.switchConnection)}
                  >
                    {t('wallets.switch')}
                  </button>
                )}
                <button
                  type="button"
                  className="button secondary"
                  aria-label={t('wallets.disconnect', { name: connection.name })}
                  disabled={busy !== null}
                  onClick={() => run(connection, services.multiWallet.deleteConnection)}
                >
                  {t('common.disconnect')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {connections.length === 0 ? <p className="muted">{t('wallets.none')}</p> : null}
      <button type="button" className="button wide" data-autofocus="" onClick={() => services.push('Connect')}>
        {t('wallets.add')}
      </button>
    </div>
  );
}
