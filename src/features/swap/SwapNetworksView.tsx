import { useAtomValue } from 'jotai/react';
import { useLayoutEffect } from 'react';
import { useServices } from '../../atoms/hooks.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import type { SwapArguments } from '../../atoms/router.ts';
import type { CaipNetwork } from '../../core/caip.ts';
import { UnsupportedChainView } from '../network/index.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { isSwapNetwork } from './networks.ts';

const offersSwaps = (network: CaipNetwork) => isSwapNetwork(network.caipNetworkId);

/**
 * UnsupportedChain opened by Swap (AppKit's `swapUnsupportedChain`): the active network is not one swaps are offered
 * on, so it lists the host's networks that are (or says there is none), or Disconnect. Once the active network is
 * one, however it got there (a pick here, a confirmation, the wallet), Swap takes its place with the host's arguments.
 */
export function SwapNetworksView({ args }: { args?: SwapArguments | undefined }) {
  const t = useT();
  const { replace } = useServices();
  const offered = isSwapNetwork(useAtomValue(activeNetworkAtom)?.caipNetworkId);
  const anyOffered = useAtomValue(networksAtom).some(offersSwaps);
  useLayoutEffect(() => {
    if (offered) replace('Swap', args ? { swap: args } : undefined);
  }, [offered, args, replace]);
  return <UnsupportedChainView description={t(anyOffered ? 'swap.unsupportedNetwork' : 'swap.noSwapNetwork')} only={offersSwaps} />;
}
