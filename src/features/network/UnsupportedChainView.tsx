import { useServices } from '../../atoms/hooks.ts';
import { NetworkList } from './NetworkList.tsx';

/** UnsupportedChain: the wallet is on a network the app did not request; switch to one, or disconnect. */
export function UnsupportedChainView() {
  const { wallet } = useServices();
  return (
    <div className="section">
      <p className="muted">This app doesn't support your current network. Switch to an available option to continue.</p>
      <NetworkList label="Available networks" onSelect={(network) => wallet.switchNetwork(network)} />
      <button type="button" className="button secondary wide" onClick={() => void wallet.disconnect()}>
        Disconnect
      </button>
    </div>
  );
}
