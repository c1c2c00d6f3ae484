import type { CaipNetworkId } from '../../core/caip.ts';
import type { SiwxMessageData } from '../../core/siwx.ts';

/** Whether a session is the account's on the network (EVM addresses compare case-insensitively, checksums aside). */
export function isSessionOf(data: Pick<SiwxMessageData, 'chainId' | 'accountAddress'>, chainId: CaipNetworkId, address: string): boolean {
  if (data.chainId !== chainId) return false;
  return chainId.startsWith('eip155:') ? data.accountAddress.toLowerCase() === address.toLowerCase() : data.accountAddress === address;
}
