import * as z from 'zod/mini';
import type { Expect, SameType } from '../sameType.ts';

/**
 * One entry of `GET /v1/account/{address}/balance` (SPEC section 3, "Token balance"). The real API leaves `value` (USD
 * worth) out for some assets: it is then the price times the quantity.
 */
export const tokenBalanceSchema = z.pipe(
  z.object({
    name: z.string(),
    symbol: z.string(),
    chainId: z.string(),
    address: z.optional(z.string()),
    value: z.optional(z.number()),
    price: z.number(),
    quantity: z.object({ decimals: z.string(), numeric: z.string() }),
    iconUrl: z.string(),
  }),
  z.transform((balance) => ({ ...balance, value: balance.value ?? balance.price * (Number(balance.quantity.numeric) || 0) })),
);
/** A token balance as the blockchain API gives it (SPEC section 3). */
export type TokenBalance = {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  /** In USD. */
  value: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
};
export type TokenBalanceSchemaIsPublic = Expect<SameType<z.output<typeof tokenBalanceSchema>, TokenBalance>>;

/** The envelope is checked strictly; entries are checked one by one so one bad entry can't hide the rest. */
export const balanceResponseSchema = z.object({ balances: z.array(z.unknown()) });

/** `GET /v1/identity/{address}`. */
export const identitySchema = z.object({
  name: z.optional(z.nullable(z.string())),
  avatar: z.optional(z.nullable(z.string())),
});
export type Identity = { name: string | null; avatar: string | null };

/**
 * `GET /v1/supported-chains`: CAIP-2 ids the data API serves over HTTP. `airlockExtensions` is devcloud's capability
 * answer (the real API never sends it; its own client ignores it): the routes of ours it serves (DATA_API_EXTENSIONS).
 */
export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.optional(z.array(z.string())),
  airlockExtensions: z.optional(z.array(z.string())),
});

/** Our additions to the data API, used only when it advertises them: the NFTs route and the history's purchase watch. */
export const DATA_API_EXTENSIONS = { nfts: 'nfts', onrampWatch: 'onrampWatch' } as const;
export type DataApiExtension = (typeof DATA_API_EXTENSIONS)[keyof typeof DATA_API_EXTENSIONS];
export type DataApiInfo = { chains: string[]; extensions: string[] };

/**
 * Asset discovery (`wallet_getAssets`, SPEC section 5): a map of arrays of assets, each with a string
 * address and balance, type ERC20 or NATIVE, and metadata with string name, symbol, iconUrl and numeric
 * decimals and price. Anything else is ignored.
 */
export const walletAssetSchema = z.object({
  address: z.string(),
  balance: z.string(),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    iconUrl: z.string(),
    decimals: z.number(),
    price: z.number(),
  }),
});
export const walletAssetsSchema = z.record(z.string(), z.array(walletAssetSchema));
export type WalletAssets = z.infer<typeof walletAssetsSchema>;
