import type { Getter } from 'jotai/vanilla';
import { connectionAtom } from '../../atoms/connection.ts';
import { accountDraftOwner } from '../../atoms/visitDraft.ts';

/** Whose Bitcoin draft a form holds: the bip122 account on the network in effect (`accountDraftOwner`). */
export const bitcoinDraftOwner = (get: Getter): string | undefined => accountDraftOwner(get, get(connectionAtom('bip122')));
