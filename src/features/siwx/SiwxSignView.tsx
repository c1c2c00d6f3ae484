import { useAtomValue } from 'jotai/react';
import { useRef } from 'react';
import { useServices } from '../../atoms/hooks.ts';
import { networksAtom } from '../../atoms/network.ts';
import { walletWaitAtom } from '../../atoms/walletWait.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { truncateAddress } from '../../core/caip.ts';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { WalletLate } from '../../ui/WalletLate/WalletLate.tsx';
import { checkSiwxConfig } from './schemas.ts';
import { signInStateAtom } from './state.ts';
import { signInOf } from './useSignIn.ts';
import './styles.ts';

/**
 * SIWXSignMessage: the connected wallet is asked to sign in to the app. Sign asks the wallet (for the embedded wallet,
 * inside the secure frame), then the host's verifier decides; Cancel disconnects when the sign-in is required.
 */
export function SiwxSignView() {
  const t = useT();
  const services = useServices();
  const state = useAtomValue(signInStateAtom);
  const options = useAtomValue(optionsAtom);
  const networks = useAtomValue(networksAtom);
  const late = useAtomValue(walletWaitAtom);
  const root = useRef<HTMLDivElement>(null);
  const signIn = signInOf(services.instance, {
    disconnect: (namespace) => services.wallet.disconnect({ namespace, closeModal: true }),
  });
  const asking = state.status === 'required' || state.status === 'signing';
  useAutofocus(root, asking);

  if (!asking) {
    return (
      <div className="center" role="status">
        <p className="title-text">{t(state.status === 'signed-in' ? 'siwx.signedIn' : 'siwx.nothing')}</p>
      </div>
    );
  }
  const app = options?.metadata?.name || t('siwx.thisApp');
  const required = checkSiwxConfig(options?.siwx)?.getRequired?.() ?? true;
  const network = networks.find((n) => n.caipNetworkId === state.account.chainId);
  const signing = state.status === 'signing';
  return (
    <div ref={root} className="siwx" aria-busy={signing}>
      <p className="title-text">{t('siwx.title', { app })}</p>
      <p className="muted" id="siwx-help">
        {t('siwx.help')}
        {required ? ` ${t('siwx.cancelWarns')}` : ''}
      </p>
      <p className="siwx-account">
        <span className="address" title={state.account.address}>
          {truncateAddress(state.account.address)}
        </span>
        <span className="muted">{network?.name ?? state.account.chainId}</span>
      </p>
      {state.error ? (
        <p className="error-text" role="alert">
          {t.text(state.error)}
        </p>
      ) : null}
      <div className="siwx-actions">
        <button type="button" className="button secondary" disabled={signing} onClick={() => void signIn.cancel()}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button"
          disabled={signing}
          aria-describedby="siwx-help"
          data-autofocus=""
          onClick={() => void signIn.sign()}
        >
          {t(signing ? 'siwx.signing' : 'siwx.sign')}
        </button>
      </div>
      {signing && late ? <WalletLate walletName={late.walletName} onStop={late.cancel} /> : null}
    </div>
  );
}
