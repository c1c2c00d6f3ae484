/**
 * Sign-in sessions, the server side of Airlock's siwx server example (SPEC section 7 lists the last two):
 *   POST /v1/sessions/:account          { data, message, signature } → { id }, once the signature checks out
 *   GET  /v1/sessions/:account          → { sessions: [{ id, data, message }] } (in force, not revoked; never
 *                                        their signatures: anyone may list them)
 *   POST /v1/sessions/:account/revoke   { pci, signature } → { success: true }: `pci` is the session's id and
 *                                        `signature` the account's fresh signature over `signInRevokeText(pci)`
 * Smart sessions (devcloud/permissions) share the listing and the revoke: GET also answers `permissions` (the
 * account's grants in force), and a grant's `pci` is revoked with the account's signature over `revokeText(pci)`.
 * `:account` is CAIP-10 (`eip155:31337:0x…`); sessions belong to the project (`projectId`) that created them. The server reads the signed text itself (domain, address, chain,
 * nonce, times): the domain must be one of the project's allowed origins, the nonce unused, the session in force.
 * Errors answer `{ message }`: 400 malformed, 401 invalid signature, 403 another domain, 404 no such session,
 * 409 nonce already used, 503 the chain could not be asked.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { signInRevokeText } from '../../src/core/siwx.ts';
import { revokeText } from '../../src/core/smartSessions.ts';
import { ChainUnavailableError, type SignatureVerifier } from '../names/verify.ts';
import type { PermissionRecord, PermissionStore } from '../permissions/store.ts';
import type { ProjectStore } from '../projects.ts';
import { parseJsonBody, parseParams, parseQuery, sdkQuery } from '../validate.ts';
import { parseSignInMessage } from './message.ts';
import type { SessionRecord, SessionStore } from './store.ts';
import type { SignInVerifier } from './verify.ts';

class SessionApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

const accountParam = z.object({
  account: z
    .string()
    .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'expected a CAIP-10 account such as eip155:1:0xab…'),
});
const sessionBody = z.object({
  data: z.object({ accountAddress: z.string(), chainId: z.string(), nonce: z.string() }).passthrough(),
  message: z.string().min(1).max(8192),
  signature: z.string().min(1).max(1024),
});
const revokeBody = z.object({ pci: z.string().min(1), signature: z.string().min(1) });

/** CAIP-10, with an EVM address lower-cased (checksums aside, it is the same account). */
function normalise(account: string) {
  const [namespace = '', reference = '', address = ''] = account.split(':');
  return { namespace, reference, address, key: `${namespace}:${reference}:${namespace === 'eip155' ? address.toLowerCase() : address}` };
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

export type SessionsDeps = {
  sessions: SessionStore;
  projects: ProjectStore;
  verify: SignInVerifier;
  /** Smart sessions: their store and the EVM verifier that checks a revoke's signature. */
  permissions?: { store: PermissionStore; verify: SignatureVerifier };
  /** ms; tests may move the clock. */
  now?: () => number;
};

export function sessionRoutes({ sessions, projects, verify, permissions, now = Date.now }: SessionsDeps): Hono {
  const app = new Hono();
  app.onError((error, c) => {
    if (!(error instanceof SessionApiError)) throw error;
    return c.json({ message: error.message }, error.status);
  });
  const grantInForce = (record: PermissionRecord) => !record.revoked && record.grant.expiry * 1000 > now();
  const inForce = (record: SessionRecord) => !record.revoked && (record.expiresAt === null || record.expiresAt > now());

  app.post('/v1/sessions/:account', async (c) => {
    const { projectId } = parseQuery(c, sdkQuery);
    const account = normalise(parseParams(c, accountParam).account);
    const body = await parseJsonBody(c, sessionBody);
    const signed = parseSignInMessage(body.message);
    if (!signed) throw new SessionApiError(400, 'message: not a sign-in message');
    const claimed = normalise(`${body.data.chainId}:${body.data.accountAddress}`);
    if (
      normalise(`${account.namespace}:${signed.chainReference ?? ''}:${signed.address}`).key !== account.key ||
      claimed.key !== account.key
    ) {
      throw new SessionApiError(400, 'message: not signed for this account and chain');
    }
    if (!signed.nonce || !/^[a-zA-Z0-9]{8,}$/.test(signed.nonce) || body.data.nonce !== signed.nonce) {
      throw new SessionApiError(400, 'message: expected a nonce of at least 8 letters or digits');
    }
    const hosts = projects.get(projectId).allowedOrigins.map(hostOf);
    if (!hosts.includes(signed.domain)) throw new SessionApiError(403, `Message is for ${signed.domain}, not an allowed origin`);
    const expiresAt = signed.expirationTime ? Date.parse(signed.expirationTime) : null;
    if (Number.isNaN(expiresAt) || (expiresAt !== null && expiresAt <= now())) throw new SessionApiError(400, 'message: expired');
    if (signed.notBefore && !(Date.parse(signed.notBefore) <= now())) throw new SessionApiError(400, 'message: not yet valid');
    if (sessions.nonceUsed(signed.nonce)) throw new SessionApiError(409, 'Nonce already used');
    let valid: boolean;
    try {
      valid = await verify({ ...account, address: signed.address, message: body.message, signature: body.signature });
    } catch (error) {
      if (error instanceof ChainUnavailableError) throw new SessionApiError(503, error.message);
      throw error;
    }
    if (!valid) throw new SessionApiError(401, 'Invalid signature');
    const id = `siwx_${randomBytes(16).toString('hex')}`;
    sessions.put({
      id,
      projectId,
      account: account.key,
      data: body.data,
      message: body.message,
      signature: body.signature,
      nonce: signed.nonce,
      expiresAt,
      revoked: false,
    });
    return c.json({ id });
  });

  app.get('/v1/sessions/:account', (c) => {
    const { projectId } = parseQuery(c, sdkQuery);
    const account = normalise(parseParams(c, accountParam).account);
    const live = sessions.byAccount(projectId, account.key).filter(inForce);
    const grants = permissions?.store.byAccount(account.key).filter(grantInForce) ?? [];
    return c.json({
      sessions: live.map(({ id, data, message }) => ({ id, data, message })),
      permissions: grants.map((record) => record.grant),
    });
  });

  app.post('/v1/sessions/:account/revoke', async (c) => {
    const { projectId } = parseQuery(c, sdkQuery);
    const account = normalise(parseParams(c, accountParam).account);
    const { pci, signature } = await parseJsonBody(c, revokeBody);
    const grant = permissions?.store.get(pci);
    if (permissions && grant) {
      if (grant.account !== account.key || grant.revoked) throw new SessionApiError(404, `No session ${pci} for ${account.key}`);
      await checkRevokeSignature(permissions.verify, grant, signature);
      permissions.store.put({ ...grant, revoked: true });
      return c.json({ success: true });
    }
    const record = sessions.get(pci);
    if (!record || record.projectId !== projectId || record.account !== account.key || record.revoked)
      throw new SessionApiError(404, `No session ${pci} for ${account.key}`);
    await checkSignInRevoke(verify, record, signature);
    sessions.put({ ...record, revoked: true });
    return c.json({ success: true });
  });

  return app;
}

/** A smart session ends only by its account's own signature over the revoke text (an EOA's, or its smart account's). */
async function checkRevokeSignature(verify: SignatureVerifier, grant: PermissionRecord, signature: string) {
  if (!/^0x([0-9a-fA-F]{2})+$/.test(signature)) throw new SessionApiError(401, 'Invalid signature');
  let valid: boolean;
  try {
    valid = await verify({
      chainId: Number(grant.grant.chainId),
      address: grant.grant.address as `0x${string}`,
      message: revokeText(grant.pci),
      signature: signature as `0x${string}`,
    });
  } catch (error) {
    if (error instanceof ChainUnavailableError) throw new SessionApiError(503, error.message);
    throw error;
  }
  if (!valid) throw new SessionApiError(401, 'Invalid signature');
}

/** A sign-in session ends only by its account's fresh signature over `signInRevokeText(pci)`. */
async function checkSignInRevoke(verify: SignInVerifier, record: SessionRecord, signature: string) {
  const [namespace = '', reference = ''] = record.account.split(':');
  const address = parseSignInMessage(record.message)?.address ?? '';
  let valid: boolean;
  try {
    valid = await verify({ namespace, reference, address, message: signInRevokeText(record.id), signature });
  } catch (error) {
    if (error instanceof ChainUnavailableError) throw new SessionApiError(503, error.message);
    throw error;
  }
  if (!valid) throw new SessionApiError(401, 'Invalid signature');
}
