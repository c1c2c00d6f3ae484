import type { InstanceContext } from '../../atoms/context.ts';
import type { TokenBalance } from '../../core/api/blockchainSchemas.ts';
import type { CaipNetwork } from '../../core/caip.ts';

/**
 * The SOL balance read through `@solana/kit` from the network's RPC (kit is loaded here, on demand),
 * put in place of the API's native entry; the API's price gives the USD value. When the RPC read fails,
 * the API's figures stay.
 */
export async function withSolanaNativeBalance(
  ctx: InstanceContext,
  balances: TokenBalance[],
  network: CaipNetwork,
  address: string,
): Promise<TokenBalance[]> {
  try {
    const { readLamports, formatLamports } = await import(/* webpackChunkName: "airlock-solana" */ '../../chains/solana/rpc.ts');
    const lamports = await readLamports([...(network.rpcUrls.chainDefault?.http ?? []), ...network.rpcUrls.default.http], address);
    const { decimals, symbol, name } = network.nativeCurrency;
    const numeric = formatLamports(lamports, decimals);
    const fromApi = balances.find((b) => !b.address && b.chainId === network.caipNetworkId);
    const price = fromApi?.price ?? 0;
    const native: TokenBalance = {
      name: fromApi?.name ?? name,
      symbol: fromApi?.symbol ?? symbol,
      chainId: network.caipNetworkId,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: fromApi?.iconUrl ?? '',
    };
    return [native, ...balances.filter((b) => b !== fromApi)];
  } catch (error) {
    ctx.debug('solana rpc balance unavailable; using the API figures', error);
    return balances;
  }
}
