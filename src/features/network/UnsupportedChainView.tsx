import { useServices } from '../../atoms/hooks.ts';
import { NetworkList } from './NetworkList.tsx';
import { useT } from '../../ui/i18n/useT.ts';

/** UnsupportedChain: the wallet is on a network the app did not request; switch to one, or disconnect. */
export function UnsupportedChainView() {
  const t = useT();
  const { wallet } = useServices();
  return (
    <div className="section">
      <p className="muted">{t('network.unsupported')}</p>
      <NetworkList label={t('network.available')} onSelect={(network) => wallet.switchNetwork(network)} />
      <button type="button" className="button secondary wide" onClick={() => void wallet.disconnect()}>
        {t('common.disconnect')}
      </button>
    </div>
  );
}
