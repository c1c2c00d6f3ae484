/** ENSIP-11 coin types, as the names API keys addresses: 60 for Ethereum, `0x80000000 | chainId` for other EVM chains. */

export const ETHEREUM_COIN_TYPE = 60;
const EVM_COIN_TYPE_FLAG = 0x8000_0000;

/** The coin type of an EVM chain id. */
export function coinTypeOf(chainId: number): number {
  return chainId === 1 ? ETHEREUM_COIN_TYPE : (EVM_COIN_TYPE_FLAG | chainId) >>> 0;
}

/** The EVM chain id of a coin type, or undefined when the coin type is not an EVM one. */
export function chainIdOfCoinType(coinType: number): number | undefined {
  if (coinType === ETHEREUM_COIN_TYPE) return 1;
  if (coinType > EVM_COIN_TYPE_FLAG && coinType <= 0xffff_ffff) return coinType - EVM_COIN_TYPE_FLAG;
  return undefined;
}
