import { useServices } from '../../atoms/hooks.ts';
import type { CaipNetwork } from '../../core/caip.ts';
import { NetworkList } from './NetworkList.tsx';
import { useT } from '../../ui/i18n/useT.ts';

/**
 * UnsupportedChain: the wallet is on a network the app did not request; switch to one, or disconnect. Swap's variant
 * (features/swap/SwapNetworksView) says why in its own words and lists only the networks swaps are offered on.
 */
export function UnsupportedChainView({
  description,
  only,
}: {
  description?: string;
  only?: ((network: CaipNetwork) => boolean) | undefined;
}) {
  const t = useT();
  const { wallet } = useServices();
  return (
    <div className="section">
      <p className="muted">{description ?? t('network.unsupported')}</p>
      <NetworkList label={t('network.available')} only={only} onSelect={(network) => wallet.switchNetwork(network)} />
      <button type="button" className="button secondary wide" onClick={() => void wallet.disconnect()}>
        {t('common.disconnect')}
      </button>
    </div>
  );
}
