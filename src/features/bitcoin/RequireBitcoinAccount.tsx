import { useAtomValue } from 'jotai/react';
import { type ReactNode, useRef, useState } from 'react';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import { useServices } from '../../atoms/hooks.ts';
import { networksAtom } from '../../atoms/network.ts';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';

/**
 * A Bitcoin view's form, shown only when the connection has a Bitcoin account, whichever namespace is active (the
 * forms ask the bip122 connection: the embedded wallet's, or a WalletConnect session's, signs while EVM is shown).
 * Without one, e.g. `open({ view: 'BitcoinSignMessage' })` on an EVM-only connection, the view says so and offers to
 * connect a Bitcoin wallet, never a form that can't be used.
 */
export function RequireBitcoinAccount({ children }: { children: ReactNode }) {
  const t = useT();
  const connection = useAtomValue(connectionAtom('bip122'));
  if (connection.status === 'connected' && connection.address) return children;
  if (connection.status === 'connecting') {
    return (
      <div className="center">
        <Spinner label={t('modal.loading')} />
      </div>
    );
  }
  return <NoBitcoinAccount />;
}

/** No Bitcoin account: Connect makes a Bitcoin network active (as SwitchActiveChain would) and opens Connect there. */
function NoBitcoinAccount() {
  const t = useT();
  const { push, wallet } = useServices();
  const bitcoin = useAtomValue(networksAtom).find((network) => network.chainNamespace === 'bip122');
  const onBitcoin = useAtomValue(activeNamespaceAtom) === 'bip122';
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useAutofocus(root, true);
  async function connect() {
    if (!bitcoin) return;
    setBusy(true);
    const switched = onBitcoin || (await wallet.switchNetwork(bitcoin, { confirmed: true }));
    setBusy(false);
    if (switched) push('Connect');
  }
  return (
    <div ref={root} className="center" role="status">
      <p className="title-text">{t('bitcoin.noAccount.title')}</p>
      <p className="muted">{t('bitcoin.noAccount.body')}</p>
      {/* A host without a Bitcoin network has nowhere to connect one. */}
      {bitcoin ? (
        <button type="button" className="button wide" data-autofocus="" disabled={busy} onClick={() => void connect()}>
          {t('common.connectWallet')}
        </button>
      ) : null}
    </div>
  );
}
