import { walletProviderAtom } from '../../atoms/account.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import type { Eip1193Provider } from '../../chains/eip155/provider.ts';
import type { TokenBalance } from '../../core/api/blockchainSchemas.ts';
import { supportsAssetDiscovery, walletAssetsToBalances } from '../../core/api/walletAssets.ts';
import type { CaipNetwork } from '../../core/caip.ts';
import { SECOND } from '../../core/constants.ts';

/** A wallet that does not answer in this time has no say: the balance API answers instead of a spinner waiting on it. */
const WALLET_ANSWER_WAIT = 3 * SECOND;

function answerWithin(provider: Eip1193Provider, method: string, params: unknown[]): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${method}: no answer`)), WALLET_ANSWER_WAIT);
  });
  return Promise.race([provider.request({ method, params }), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Asset discovery (EIP-7811): when the connected EVM wallet reports the `assetDiscovery` capability for the chain
 * (`wallet_getCapabilities`, asked once per wallet, account and chain), its `wallet_getAssets` answer gives the
 * balances, validated as SPEC section 5 says. Undefined means "ask the blockchain API": no capability, an error, no
 * answer in time, or an answer of another shape.
 */
export function createAssetDiscovery(ctx: InstanceContext) {
  const { store } = ctx;
  const capable = new Map<string, boolean>();

  async function discoverBalances(network: CaipNetwork, address: string): Promise<TokenBalance[] | undefined> {
    if (network.chainNamespace !== 'eip155') return undefined;
    const provider = store.get(walletProviderAtom('eip155')) as Eip1193Provider | undefined;
    if (!provider) return undefined;
    const chainIdHex = `0x${Number(network.id).toString(16)}`;
    const key = `${store.get(connectionAtom('eip155')).connectorId}:${address}:${chainIdHex}`;
    try {
      if (!capable.has(key)) {
        capable.set(key, supportsAssetDiscovery(await answerWithin(provider, 'wallet_getCapabilities', [address]), chainIdHex));
      }
      if (!capable.get(key)) return undefined;
      const assets = await answerWithin(provider, 'wallet_getAssets', [{ account: address, chainFilter: [chainIdHex] }]);
      const balances = walletAssetsToBalances(assets, chainIdHex, network.caipNetworkId);
      if (!balances) ctx.debug('asset discovery: answer ignored (not the SPEC shape)', assets);
      return balances;
    } catch (error) {
      if (!capable.has(key)) capable.set(key, false);
      ctx.debug('asset discovery unavailable', error);
      return undefined;
    }
  }

  return { discoverBalances };
}
