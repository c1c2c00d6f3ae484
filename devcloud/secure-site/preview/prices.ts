/**
 * USD prices for the confirmation page, from devcloud's fixed price list (devcloud/blockchain/
 * prices.ts). The native coin is priced by its symbol; an ERC-20 only when it is one of
 * devcloud's own test tokens at its known address, since any contract can call itself "USDT".
 */
import { getContractAddress } from 'viem';
import { usdPrice } from '../../blockchain/prices.ts';
import { TEST_TOKENS, TOKEN_CHAIN_ID } from '../../chain/tokens.ts';

/** anvil's account 0, which deploys the test tokens first thing on a fresh chain (devcloud/chain/deploy.ts). */
const TOKEN_DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** The test tokens' addresses: a fixed deployer and nonces 0, 1… give the same ones on every start. */
const KNOWN_TOKENS = new Map(
  TEST_TOKENS.map((token, nonce) => [getContractAddress({ from: TOKEN_DEPLOYER, nonce: BigInt(nonce) }).toLowerCase(), token.symbol]),
);

export function nativePrice(symbol: string): number | undefined {
  return usdPrice(symbol) || undefined;
}

/** The price of the token at `address` on `chainId` whose contract says `symbol`, if devcloud prices it. */
export function tokenPrice(chainId: number, address: string, symbol: string | undefined): number | undefined {
  if (chainId !== TOKEN_CHAIN_ID || symbol === undefined) return undefined;
  if (KNOWN_TOKENS.get(address.toLowerCase()) !== symbol) return undefined;
  return usdPrice(symbol) || undefined;
}
