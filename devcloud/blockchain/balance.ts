/**
 * Token balances read from the real local chains: native ETH by eth_getBalance and each test
 * token by balanceOf, priced with the fixed dev prices. The shape is the blockchain API's
 * (SPEC section 3, token balance).
 */
import { createPublicClient, erc20Abi, formatUnits, http, type PublicClient } from 'viem';
import type { LocalChain, LocalChainInfo } from '../chain/tokens.ts';
import { caipOf } from './chains.ts';
import { usdPrice } from './prices.ts';

export type TokenBalance = {
  name: string;
  symbol: string;
  chainId: string;
  /** `eip155:<chain>:<token>`; absent for the native currency. */
  address?: string;
  value: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
};

export type BalanceReader = {
  /** Balances of `address` on the given local chains, native currency first on each. */
  read(address: `0x${string}`, chains: readonly LocalChain[], origin: string): Promise<TokenBalance[]>;
};

/** One balance in the API's shape, priced at the fixed dev price; `raw` in the token's smallest unit. */
export function balanceEntry(
  fields: { name: string; symbol: string; chainId: string; address?: string; decimals: number; raw: bigint },
  origin: string,
): TokenBalance {
  const numeric = formatUnits(fields.raw, fields.decimals);
  const price = usdPrice(fields.symbol);
  return {
    name: fields.name,
    symbol: fields.symbol,
    chainId: fields.chainId,
    ...(fields.address ? { address: fields.address } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(fields.decimals), numeric },
    iconUrl: new URL(`/public/getTokenImage/${fields.symbol}`, origin).href,
  };
}

export function createBalanceReader(info: LocalChainInfo): BalanceReader {
  const clients = new Map<number, PublicClient>();
  const clientFor = (chain: LocalChain) => {
    let client = clients.get(chain.chainId);
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 10_000 }) });
      clients.set(chain.chainId, client);
    }
    return client;
  };

  async function readChain(address: `0x${string}`, chain: LocalChain, origin: string): Promise<TokenBalance[]> {
    const client = clientFor(chain);
    const chainId = caipOf(chain.chainId);
    const tokens = info.tokens.filter((token) => token.chainId === chain.chainId);
    const [native, ...tokenRaws] = await Promise.all([
      client.getBalance({ address }),
      ...tokens.map((token) => client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })),
    ]);
    // Native first and always (the account view shows it even at zero); tokens only when held.
    const balances = [balanceEntry({ name: 'Ethereum', symbol: 'ETH', chainId, decimals: 18, raw: native }, origin)];
    tokens.forEach((token, i) => {
      const raw = tokenRaws[i] ?? 0n;
      if (raw === 0n) return;
      const tokenAddress = `${chainId}:${token.address}`;
      balances.push(balanceEntry({ ...token, chainId, address: tokenAddress, raw }, origin));
    });
    return balances;
  }

  return {
    async read(address, chains, origin) {
      const perChain = await Promise.all(chains.map((chain) => readChain(address, chain, origin)));
      return perChain.flat();
    },
  };
}
