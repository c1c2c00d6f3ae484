import type { CaipNetworkId } from '../../core/caip.ts';
import type { BrowserSiwxOptions as PublicBrowserSiwxOptions, SiwxConfig, SiwxSession } from '../../core/siwx.ts';
import { browserStorage, createStorage, type StorageBacking } from '../../core/storage/storage.ts';
import { INVALID_SIGNATURE, SiwxError } from './errors.ts';
import { formatSiwxMessage, isInForce } from './message.ts';
import { createMessageIssuer } from './messageIssuer.ts';
import { isSessionOf } from './sameAccount.ts';
import { SIWX_KEYS, type StoredSession } from './storageKeys.ts';
import { verifySessionSignature } from './verifySignature.ts';

export type BrowserSiwxOptions = PublicBrowserSiwxOptions & {
  /** For tests: the storage, the clock and the signature check. */
  storage?: StorageBacking;
  now?: () => number;
  verifySignature?: (session: SiwxSession) => Promise<boolean>;
};

/**
 * The ready verifier: sessions kept in this browser (the SPEC's sign-in auth key), signatures verified here with
 * viem's ERC-6492 universal validator on the chain (EOA, ERC-1271, ERC-6492) or WebCrypto (Solana's ed25519). Only a signature over the last message handed
 * out, for this site, with the exact text of its fields, is accepted: a replayed or foreign message is not.
 * What is stored is checked again when read (anything on the page can write localStorage): this site's domain, the
 * text of its fields, an expiry in force, and the signature, with the same verifier; a session that fails is dropped.
 * For apps whose server does not need the proof; one that does verifies it there (see `createServerSiwx`).
 */
export function createBrowserSiwx(options: BrowserSiwxOptions): SiwxConfig {
  const storage = createStorage(options.storage ?? browserStorage());
  const now = options.now ?? Date.now;
  const issuer = createMessageIssuer(storage, options, now);
  const verify = options.verifySignature ?? ((s: SiwxSession) => verifySessionSignature(s, options.networks));
  const sessions = () => storage.get(SIWX_KEYS.auth) ?? [];
  const keep = (chainId: CaipNetworkId, address: string, session?: SiwxSession) =>
    storage.set(SIWX_KEYS.auth, [
      ...sessions().filter((s) => !isSessionOf(s.data, chainId, address) && isInForce(s.data, now())),
      ...(session ? [session] : []),
    ]);
  // Signatures this verifier has checked, by their text and signature: a reload checks each stored one once.
  const verified = new Set<string>();
  const proofOf = (s: SiwxSession) => JSON.stringify([s.data.chainId, s.data.accountAddress, s.message, s.signature]);

  /** Whether a stored session is one this verifier would accept now; undefined when the chain could not tell. */
  async function isGenuine(session: StoredSession): Promise<boolean | undefined> {
    const { data } = session;
    const consistent =
      data.domain === issuer.domain && session.message === formatSiwxMessage(data) && !!data.expirationTime && isInForce(data, now());
    if (!consistent) return false;
    if (verified.has(proofOf(session))) return true;
    const valid = await verify(session).catch(() => undefined);
    if (valid) verified.add(proofOf(session));
    return valid;
  }

  return {
    createMessage: async (input) => issuer.createMessage(input),
    async addSession(input) {
      const session = issuer.checkSession(input);
      if (!(await verify(session))) throw new SiwxError(INVALID_SIGNATURE);
      verified.add(proofOf(session));
      issuer.spendNonce();
      keep(session.data.chainId, session.data.accountAddress, session);
    },
    async getSessions(chainId, address) {
      const mine = sessions().filter((s) => isSessionOf(s.data, chainId, address));
      const verdicts = await Promise.all(mine.map(isGenuine));
      const forged = mine.filter((_, i) => verdicts[i] === false);
      if (forged.length > 0)
        storage.set(
          SIWX_KEYS.auth,
          sessions().filter((s) => !forged.some((f) => proofOf(f) === proofOf(s))),
        );
      return mine.filter((_, i) => verdicts[i] === true).map(({ data, message, signature }) => ({ data, message, signature }));
    },
    revokeSession: async (chainId, address) => void keep(chainId, address),
    getRequired: () => options.required ?? true,
  };
}
