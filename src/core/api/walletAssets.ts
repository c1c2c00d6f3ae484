import * as z from 'zod/mini';
import { fromUnits } from '../units.ts';
import { type TokenBalance, walletAssetsSchema, type WalletAssets } from './blockchainSchemas.ts';

/** A quantity in smallest units as EIP-7811 gives it: hex (or plain decimal digits), never negative. */
const UNITS_PATTERN = /^(0x[0-9a-fA-F]+|\d+)$/;
/** Decimals a token can have (ERC-20's uint8). */
const MAX_DECIMALS = 255;

/** Validates an asset-discovery answer; anything not matching SPEC section 5 is ignored (undefined). */
export function parseWalletAssets(value: unknown): WalletAssets | undefined {
  const parsed = z.safeParse(walletAssetsSchema, value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * `wallet_getAssets` (EIP-7811) as the token balances of one chain (SPEC sections 3 and 5): the answer is validated
 * as a whole (anything else is ignored: undefined); the assets listed under `chainIdHex` become balances, native
 * first-class (no address), tokens addressed `{caipNetworkId}:{address}`. An asset whose balance is not a quantity or
 * whose decimals are not a token's (or whose value overflows) is left out, as are tokens with zero decimals.
 */
export function walletAssetsToBalances(value: unknown, chainIdHex: string, caipNetworkId: string): TokenBalance[] | undefined {
  const assets = parseWalletAssets(value);
  if (!assets) return undefined;
  const listed = Object.entries(assets).find(([chain]) => chain.toLowerCase() === chainIdHex.toLowerCase())?.[1] ?? [];
  const balances: TokenBalance[] = [];
  for (const asset of listed) {
    const { decimals, price, name, symbol, iconUrl } = asset.metadata;
    if (!UNITS_PATTERN.test(asset.balance) || !Number.isInteger(decimals) || decimals < 1 || decimals > MAX_DECIMALS) continue;
    if (!Number.isFinite(price) || price < 0) continue;
    const numeric = fromUnits(BigInt(asset.balance), decimals);
    const value = Number(numeric) * price;
    if (!Number.isFinite(value)) continue;
    balances.push({
      name,
      symbol,
      chainId: caipNetworkId,
      ...(asset.type === 'ERC20' ? { address: `${caipNetworkId}:${asset.address}` } : {}),
      value,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl,
    });
  }
  return balances;
}

/** `wallet_getCapabilities` (EIP-5792) per chain; only the asset-discovery capability (EIP-7811) is read. */
const capabilitiesSchema = z.record(z.string(), z.unknown());
const assetDiscoverySchema = z.object({ assetDiscovery: z.object({ supported: z.literal(true) }) });

/** Whether the wallet's capabilities answer says it discovers assets on `chainIdHex`; any other answer: no. */
export function supportsAssetDiscovery(value: unknown, chainIdHex: string): boolean {
  const parsed = z.safeParse(capabilitiesSchema, value);
  if (!parsed.success) return false;
  const forChain = Object.entries(parsed.data).find(([chain]) => chain.toLowerCase() === chainIdHex.toLowerCase())?.[1];
  return z.safeParse(assetDiscoverySchema, forChain).success;
}
