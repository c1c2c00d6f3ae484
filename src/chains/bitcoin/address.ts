import { Address } from '@scure/btc-signer';
import { addressEncodingOf } from './network.ts';

/** The account types of a Bitcoin wallet (SPEC section 3): payment (native segwit) and ordinal (taproot). */
export type BitcoinAccountType = 'payment' | 'ordinal';

/** What an address pays to, decoded for `caipNetworkId`: undefined when it is not an address of that network. */
export function decodeBitcoinAddress(address: string, caipNetworkId: string): { type: string } | undefined {
  const encoding = addressEncodingOf(caipNetworkId);
  if (!encoding || address.length > 90) return undefined;
  try {
    return Address(encoding).decode(address);
  } catch {
    return undefined;
  }
}

/** True for an address of `caipNetworkId` (a testnet address is refused on mainnet, and the other way round). */
export function isBitcoinAddress(address: string, caipNetworkId: string): boolean {
  return decodeBitcoinAddress(address, caipNetworkId) !== undefined;
}

/** The account type an address's form implies: taproot is the ordinal account, anything else pays. */
export function accountTypeOfAddress(address: string, caipNetworkId: string): BitcoinAccountType | undefined {
  const decoded = decodeBitcoinAddress(address, caipNetworkId);
  if (!decoded) return undefined;
  return decoded.type === 'tr' ? 'ordinal' : 'payment';
}
