import { useAtomValue } from 'jotai/react';
import { useRef } from 'react';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { walletInfoAtom } from '../../atoms/account.ts';
import { allAccountsAtom } from '../../atoms/bitcoin.ts';
import { activeConnectionAtom, activeNamespaceAtom } from '../../atoms/connection.ts';
import { embeddedUserAtom } from '../../atoms/embedded.ts';
import { useServices } from '../../atoms/hooks.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { Qr } from '../../ui/Qr/Qr.tsx';
import { AddressPanel } from './AddressPanel.tsx';
import { ReceiveNetworks } from './ReceiveNetworks.tsx';
import { describeReceiveAccount, RECEIVE_NAMESPACES } from './receiveAccount.ts';
import './styles.ts';
import { useT } from '../../ui/i18n/useT.ts';

/**
 * Receive: the connected account's address as a QR code (the wallet's or the network's icon in the middle),
 * in full and short, Copy address, the CAIP form on request, and the networks it can receive on.
 */
export function ReceiveView() {
  const t = useT();
  const { reset } = useServices();
  const namespace = useAtomValue(activeNamespaceAtom);
  const connection = useAtomValue(activeConnectionAtom);
  const network = useAtomValue(activeNetworkAtom);
  const wallet = useAtomValue(walletInfoAtom(namespace));
  const embeddedUser = useAtomValue(embeddedUserAtom);
  // Bitcoin: the QR code is the payment address (the connection's); the ordinal one is shown, labelled, for inscriptions.
  const ordinal = useAtomValue(allAccountsAtom('bip122')).find((a) => a.type === 'ordinal' && namespace === 'bip122');
  const account = describeReceiveAccount({ namespace, connection, network, wallet, embeddedUser });
  const root = useRef<HTMLDivElement>(null);

  // Reached from Account, the button that led here is gone: focus moves to this view's first action, not to the page.
  const connected = account !== undefined;
  useAutofocus(root, connected);

  if (!account) {
    return (
      <div ref={root} className="center" role="status">
        <p className="title-text">{t('receive.noWallet.title')}</p>
        <p className="muted">{t('receive.noWallet.body')}</p>
        <button type="button" className="button secondary" onClick={() => reset('Connect')} data-autofocus="">
          {t('common.connectWallet')}
        </button>
      </div>
    );
  }
  if (!RECEIVE_NAMESPACES.includes(account.namespace)) {
    return (
      <div className="center" role="status">
        <p className="title-text">{t('receive.unavailable.title')}</p>
        <p className="muted">{t('receive.unavailable.body')}</p>
      </div>
    );
  }
  return (
    <div ref={root} className="receive">
      <div className="receive-qr">
        <Qr value={account.address} logo={account.logo} size={216} label={t('receive.qrLabel', { address: account.address })} />
      </div>
      <AddressPanel account={account} />
      {ordinal ? (
        <section className="receive-section" aria-label={t('bitcoin.ordinal')}>
          <h3 className="section-title">{t('bitcoin.ordinal')}</h3>
          <p className="receive-address" data-testid="receive-ordinal-address">
            {ordinal.address}
          </p>
        </section>
      ) : null}
      <ReceiveNetworks account={account} />
    </div>
  );
}
