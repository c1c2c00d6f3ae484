import type { Getter } from 'jotai/vanilla';
import { networkEpochAtom } from '../../atoms/account.ts';
import { connectionAtom } from '../../atoms/connection.ts';

/**
 * Whose Bitcoin draft a form holds: the bip122 account, on the network in effect (the epoch counts every network
 * change, so going away and back is a new draft too). A disconnect has no account: nothing typed before shows.
 */
export const bitcoinDraftOwner = (get: Getter): string | undefined => {
  const { status, address } = get(connectionAtom('bip122'));
  return status === 'connected' && address ? `${get(networkEpochAtom)}:${address}` : undefined;
};
