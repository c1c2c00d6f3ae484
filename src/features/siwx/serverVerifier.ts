import * as z from 'zod/mini';
import { createApiClient } from '../../core/api/apiClient.ts';
import type { CaipNetworkId } from '../../core/caip.ts';
import { SDK_TYPE, SDK_VERSION } from '../../core/constants.ts';
import { type ServerSiwxOptions as PublicServerSiwxOptions, type SiwxConfig, signInRevokeText } from '../../core/siwx.ts';
import { browserStorage, createStorage, type StorageBacking } from '../../core/storage/storage.ts';
import { isInForce } from './message.ts';
import { createMessageIssuer } from './messageIssuer.ts';
import { isSessionOf } from './sameAccount.ts';
import { SIWX_KEYS } from './storageKeys.ts';

export type ServerSiwxOptions = PublicServerSiwxOptions & {
  /** For tests: the storage and the clock. */
  storage?: StorageBacking;
  now?: () => number;
};

const created = z.object({ id: z.string().check(z.minLength(1), z.maxLength(256)) });
/** The listing: anyone may read it, so it has no signatures; a session is ours when this browser holds its id. */
const listedSession = z.object({ id: z.string().check(z.maxLength(256)) });
const sessionsReply = z.object({ sessions: z.array(listedSession).check(z.maxLength(100)) });
const done = z.unknown();

/**
 * An example of a verifier whose server decides: the signed session goes to `POST /v1/sessions/{account}`, which
 * verifies the signature and keeps it; `GET /v1/sessions/{account}` lists the sessions still valid (revoked or
 * expired ones are gone, whoever ended them), without their signatures; `POST /v1/sessions/{account}/revoke` with
 * the session's id (`pci`) and the account's fresh signature over `signInRevokeText(pci)` ends one. The browser keeps
 * each session it signed (with the server's id) under the SPEC's sign-in auth key: a session counts while the server
 * still lists its id.
 */
export function createServerSiwx(options: ServerSiwxOptions): SiwxConfig {
  const storage = createStorage(options.storage ?? browserStorage());
  const now = options.now ?? Date.now;
  const issuer = createMessageIssuer(storage, options, now);
  const api = createApiClient(options.url, { projectId: options.projectId, st: SDK_TYPE, sv: SDK_VERSION });
  const account = (chainId: CaipNetworkId, address: string) => `/v1/sessions/${encodeURIComponent(`${chainId}:${address}`)}`;
  const stored = () => storage.get(SIWX_KEYS.auth) ?? [];

  return {
    createMessage: async (input) => issuer.createMessage(input),
    async addSession(input) {
      const session = issuer.checkSession(input);
      const { id } = await api.post(account(session.data.chainId, session.data.accountAddress), created, session);
      issuer.spendNonce();
      storage.set(SIWX_KEYS.auth, [...stored().filter((s) => s.id !== id && isInForce(s.data, now())), { ...session, id }]);
    },
    async getSessions(chainId, address) {
      const { sessions } = await api.get(account(chainId, address), sessionsReply);
      const live = new Set(sessions.map((s) => s.id));
      return stored()
        .filter((s) => s.id !== undefined && live.has(s.id) && isSessionOf(s.data, chainId, address) && isInForce(s.data, now()))
        .map(({ data, message, signature }) => ({ data, message, signature }));
    },
    async revokeSession(chainId, address) {
      const mine = stored().filter((s) => isSessionOf(s.data, chainId, address));
      storage.set(
        SIWX_KEYS.auth,
        stored().filter((s) => !isSessionOf(s.data, chainId, address)),
      );
      const { signMessage } = options;
      if (!signMessage) return;
      for (const { id } of mine) {
        if (!id) continue;
        const signature = await signMessage({ chainId, address, message: signInRevokeText(id) });
        await api.post(`${account(chainId, address)}/revoke`, done, { pci: id, signature });
      }
    },
    getRequired: () => options.required ?? true,
  };
}
