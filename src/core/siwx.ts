import type { CaipNetworkId } from './caip.ts';

/**
 * Sign in with X (CAIP-122; EIP-4361 on eip155): the `siwx` option's verifier and what it exchanges with the
 * modal. Types only: the option is checked where it is used (the siwx feature chunk), so nothing of it loads
 * before the first open.
 */

/** What the modal asks a message for: the connected account on the active network. */
export type SiwxMessageInput = { accountAddress: string; chainId: CaipNetworkId };

/** The fields of a sign-in message (CAIP-122). Times are ISO 8601. */
export type SiwxMessageData = SiwxMessageInput & {
  domain: string;
  uri: string;
  version: '1';
  nonce: string;
  statement?: string;
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
};

/** A message to sign: its fields and the text the wallet shows and signs. */
export type SiwxMessage = SiwxMessageData & { toString(): string };

/** A signed-in session: the message's fields, its text, and the wallet's signature (hex on eip155, base58 on solana). */
export type SiwxSession = { data: SiwxMessageData; message: string; signature: string };

/**
 * The `siwx` option: the host's verifier. The modal asks it for a message, has the wallet sign it, and hands the
 * session over; the verifier decides (`addSession` rejects a signature it does not accept) and keeps sessions.
 */
export type SiwxConfig = {
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>;
  /** Verifies the session's signature and keeps it; rejects when it is not valid. */
  addSession(session: SiwxSession): Promise<void>;
  /** The valid sessions of the account on the network (none when it has to sign in again). */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>;
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  /** Whether a visitor must sign in to stay connected (default true: cancelling the sign-in disconnects). */
  getRequired?(): boolean;
};

/**
 * The text an account signs to end its server sign-in session `pci` (the revoke body's `signature`): a fresh
 * signature of the account, which the session listing never shows, so knowing a session is not enough to end it.
 */
export function signInRevokeText(pci: string): string {
  return `Revoke sign-in session ${pci}`;
}
