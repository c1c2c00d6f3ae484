/**
 * What the swap API trades on a local chain, and how it names it: CAIP-10 addresses
 * (`eip155:31337:0x…`, as the balance API), the native coin as `0xeeee…eeee` (held as WETH in the
 * pools). Only assets that some pool holds are listed.
 */
import { getAddress, isAddress, type Address } from 'viem';
import { z } from 'zod';
import type { MarketInfo } from '../chain/market.ts';
import type { DeployedToken } from '../chain/tokens.ts';

/** The usual placeholder address of a chain's native coin (SPEC: the native token in swaps). */
export const NATIVE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

export type SwapAsset = {
  symbol: string;
  name: string;
  decimals: number;
  /** As the API shows it: NATIVE_ADDRESS for the native coin, else the token, checksummed. */
  address: Address;
  /** The token the pools hold: WETH for the native coin. */
  poolToken: Address;
  native: boolean;
};

/** The native coin, then the test tokens, of the market's chain; nothing without a market. */
export function marketAssets(market: MarketInfo | undefined, tokens: readonly DeployedToken[]): SwapAsset[] {
  if (!market) return [];
  const pooled = new Set(market.pairs.flatMap((pair) => [pair.token0, pair.token1]));
  const native: SwapAsset = {
    symbol: 'ETH',
    name: 'Ethereum',
    decimals: 18,
    address: NATIVE_ADDRESS,
    poolToken: market.weth,
    native: true,
  };
  const listed = tokens
    .filter((token) => token.chainId === market.chainId && pooled.has(token.address))
    .map((token) => ({ ...token, poolToken: token.address, native: false }));
  return [...(pooled.has(market.weth) ? [native] : []), ...listed];
}

export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function findAsset(assets: readonly SwapAsset[], address: string): SwapAsset | undefined {
  return assets.find((asset) => sameAddress(asset.address, address));
}

export type CaipAccount = { caip2: string; address: string; caip10: string };

/** `namespace:reference:address`, CAIP-10; the network is checked by the route, the address here for eip155. */
export const caip10 = z
  .string()
  .max(200)
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'expected a CAIP-10 address such as eip155:1:0x…')
  .transform((value, ctx): CaipAccount => {
    const last = value.lastIndexOf(':');
    const caip2 = value.slice(0, last);
    const address = value.slice(last + 1);
    if (caip2.startsWith('eip155:') && !isAddress(address, { strict: false })) {
      ctx.addIssue({ code: 'custom', message: 'expected a 0x-prefixed 20-byte address after the network' });
      return z.NEVER;
    }
    return { caip2, address, caip10: value };
  });

/** A user's address: CAIP-10 like the SDK sends it, or a plain 0x address. */
export const userAddress = z.union([
  z
    .string()
    .refine((value) => isAddress(value, { strict: false }))
    .transform((value): { caip2?: string; address: Address } => ({ address: getAddress(value) })),
  caip10.transform((account, ctx): { caip2?: string; address: Address } => {
    if (!isAddress(account.address, { strict: false })) {
      ctx.addIssue({ code: 'custom', message: 'expected an EVM address' });
      return z.NEVER;
    }
    return { caip2: account.caip2, address: getAddress(account.address) };
  }),
]);
