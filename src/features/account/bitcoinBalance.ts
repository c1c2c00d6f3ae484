import { bitcoinBalanceAtom } from '../../atoms/bitcoin.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { balanceOf, fetchUtxos } from '../../chains/bitcoin/esplora.ts';
import { esploraUrlOf } from '../../chains/bitcoin/network.ts';
import { formatSats } from '../../chains/bitcoin/units.ts';
import type { TokenBalance } from '../../core/api/blockchainSchemas.ts';
import type { CaipNetwork } from '../../core/caip.ts';
import { TokenBalanceUnavailableError } from '../../core/errors/wallet.ts';

/**
 * The BTC balance of the payment account, summed from its unspent outputs on the network's Esplora API (the
 * blockchain API serves no Bitcoin balances, SPEC section 9). Confirmed and mempool satoshis are kept apart
 * for the Account view; the native entry counts both, as wallets show it. Throws TokenBalanceUnavailableError.
 */
export async function bitcoinBalances(ctx: InstanceContext, network: CaipNetwork, address: string): Promise<TokenBalance[]> {
  const url = esploraUrlOf(network);
  if (!url) throw new TokenBalanceUnavailableError({ details: `${network.caipNetworkId} has no Esplora URL` });
  let split: { confirmed: bigint; pending: bigint };
  try {
    split = balanceOf(await fetchUtxos(url, address));
  } catch (error) {
    throw new TokenBalanceUnavailableError({ cause: error });
  }
  ctx.store.set(bitcoinBalanceAtom, split);
  const { name, symbol, decimals } = network.nativeCurrency;
  return [
    {
      name,
      symbol,
      chainId: network.caipNetworkId,
      value: 0,
      price: 0,
      quantity: { decimals: String(decimals), numeric: formatSats(split.confirmed + split.pending) },
      iconUrl: '',
    },
  ];
}
