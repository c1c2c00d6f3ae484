import type { CaipNetworkId, NetworkInput } from './caip.ts';

/**
 * Sign in with X (CAIP-122; EIP-4361 on eip155): the `siwx` option's verifier and what it exchanges with the
 * modal. Types only: the option is checked where it is used (the siwx feature chunk), so nothing of it loads
 * before the first open.
 */

/** What the modal asks a sign-in message for: the connected account on the active network. */
export type SiwxMessageInput = { accountAddress: string; chainId: CaipNetworkId };

/** The fields of a sign-in message (CAIP-122; EIP-4361 on eip155). Times are ISO 8601. */
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

/** A signed-in session: the message's fields, its text, and the signature (hex on eip155, base58 on solana). */
export type SiwxSession = { data: SiwxMessageData; message: string; signature: string };

/**
 * The `siwx` option: your verifier. After a wallet connects the modal asks it for the account's sessions; with none,
 * it asks for a message, has the wallet sign it, and hands the session to `addSession`, which decides (it rejects
 * a signature it does not accept).
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

/** What the verifiers put in their messages. */
export type SiwxMessageSettings = {
  /** Shown in the message above its fields. */
  statement?: string;
  /** How long a session lasts (default 7 days). */
  expiresInMs?: number;
  /** Default: the page's host and origin. */
  domain?: string;
  uri?: string;
};

/** The ready verifier's options: sessions kept in the browser, signatures verified there. */
export type BrowserSiwxOptions = SiwxMessageSettings & {
  /** The networks given to createAppKit: their RPC lets smart-account signatures (ERC-1271, ERC-6492) verify. */
  networks: readonly NetworkInput[];
  /** Whether cancelling the sign-in disconnects (default true). */
  required?: boolean;
};

/** The server example's options: its server verifies and keeps the sessions (`/v1/sessions/*`). */
export type ServerSiwxOptions = SiwxMessageSettings & {
  /** The sessions API's base URL (devcloud locally: its `/v1/sessions/*` routes). */
  url: string;
  projectId: string;
  /** Whether cancelling the sign-in disconnects (default true). */
  required?: boolean;
  /**
   * Asks the wallet to sign a text for the account (personal_sign on eip155): revoking a session on the server takes
   * the account's fresh signature over `signInRevokeText(id)`. Without it, `revokeSession` only forgets the session
   * in this browser (the server ends it at its expiry).
   */
  signMessage?(input: { chainId: CaipNetworkId; address: string; message: string }): Promise<string>;
};

/** `airlock/siwx`, as `loadRemote<SiwxModule>('airlock/siwx')` gives it. */
export type SiwxModule = {
  createBrowserSiwx(options: BrowserSiwxOptions): SiwxConfig;
  createServerSiwx(options: ServerSiwxOptions): SiwxConfig;
  /** The CAIP-122 text of a message's fields. */
  formatSiwxMessage(data: SiwxMessageData): string;
};

/**
 * The text an account signs to end its server sign-in session `pci` (the revoke body's `signature`): a fresh
 * signature of the account, which the session listing never shows, so knowing a session is not enough to end it.
 */
export function signInRevokeText(pci: string): string {
  return `Revoke sign-in session ${pci}`;
}
