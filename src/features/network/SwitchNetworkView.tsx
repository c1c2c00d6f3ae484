import { useServices } from '../../atoms/hooks.ts';
import { NetworkList } from './NetworkList.tsx';

/** SwitchNetwork: pick one of the requested networks; the wallet switches (and adds the chain if needed). */
export function SwitchNetworkView() {
  const { wallet, goBack } = useServices();
  return (
    <div className="section">
      <NetworkList
        label="Networks"
        onSelect={async (network) => {
          if (await wallet.switchNetwork(network)) goBack();
        }}
      />
      <p className="muted">Your connected wallet may not support some of the networks available for this app.</p>
    </div>
  );
}
