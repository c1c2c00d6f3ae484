import type { CaipNetworkId, NetworkInput } from '../../core/caip.ts';
import type { SiwxConfig, SiwxSession } from '../../core/siwx.ts';
import { browserStorage, createStorage, type StorageBacking } from '../../core/storage/storage.ts';
import { INVALID_SIGNATURE, SiwxError } from './errors.ts';
import { isInForce } from './message.ts';
import { createMessageIssuer, type MessageSettings } from './messageIssuer.ts';
import { isSessionOf } from './sameAccount.ts';
import { SIWX_KEYS } from './storageKeys.ts';
import { verifySessionSignature } from './verifySignature.ts';

export type BrowserSiwxOptions = MessageSettings & {
  /** The networks given to createAppKit: their RPC lets smart-account signatures (ERC-1271, ERC-6492) verify. */
  networks: readonly NetworkInput[];
  /** Whether cancelling the sign-in disconnects (default true). */
  required?: boolean;
  /** For tests: the storage, the clock and the signature check. */
  storage?: StorageBacking;
  now?: () => number;
  verifySignature?: (session: SiwxSession) => Promise<boolean>;
};

/**
 * The ready verifier: sessions kept in this browser (the SPEC's sign-in auth key), signatures verified here with
 * viem's ERC-6492 universal validator on the chain (EOA, ERC-1271, ERC-6492) or WebCrypto (Solana's ed25519). Only a signature over the last message handed
 * out, for this site, with the exact text of its fields, is accepted: a replayed or foreign message is not.
 * For apps whose server does not need the proof; one that does verifies it there (see `createServerSiwx`).
 */
export function createBrowserSiwx(options: BrowserSiwxOptions): SiwxConfig {
  const storage = createStorage(options.storage ?? browserStorage());
  const now = options.now ?? Date.now;
  const issuer = createMessageIssuer(storage, options, now);
  const sessions = () => storage.get(SIWX_KEYS.auth) ?? [];
  const keep = (chainId: CaipNetworkId, address: string, session?: SiwxSession) =>
    storage.set(SIWX_KEYS.auth, [
      ...sessions().filter((s) => !isSessionOf(s.data, chainId, address) && isInForce(s.data, now())),
      ...(session ? [session] : []),
    ]);

  return {
    createMessage: async (input) => issuer.createMessage(input),
    async addSession(input) {
      const session = issuer.checkSession(input);
      const verify = options.verifySignature ?? ((s: SiwxSession) => verifySessionSignature(s, options.networks));
      if (!(await verify(session))) throw new SiwxError(INVALID_SIGNATURE);
      issuer.spendNonce();
      keep(session.data.chainId, session.data.accountAddress, session);
    },
    getSessions: async (chainId, address) => sessions().filter((s) => isSessionOf(s.data, chainId, address) && isInForce(s.data, now())),
    revokeSession: async (chainId, address) => void keep(chainId, address),
    getRequired: () => options.required ?? true,
  };
}
