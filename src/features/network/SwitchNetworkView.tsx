import { useServices } from '../../atoms/hooks.ts';
import { NetworkList } from './NetworkList.tsx';
import { useT } from '../../ui/i18n/useT.ts';

/** SwitchNetwork: pick one of the requested networks; the wallet switches (and adds the chain if needed). */
export function SwitchNetworkView() {
  const t = useT();
  const { wallet, goBack } = useServices();
  return (
    <div className="section">
      <NetworkList
        label={t('network.list')}
        onSelect={async (network) => {
          if (await wallet.switchNetwork(network)) goBack();
        }}
      />
      <p className="muted">{t('network.maybeUnsupported')}</p>
    </div>
  );
}
