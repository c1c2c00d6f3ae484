/**
 * Smart sessions, the permissions service's side (ERC-7715 grants of the embedded smart account):
 *   POST /v1/sessions/:account/permissions   { grant, signature } → { pci }: the secure site records a grant the
 *                                             visitor approved in the frame; `signature` is the account's over
 *                                             `grantText(grant)` (src/core/smartSessions.ts), checked here for real
 * Listing and revoking go through the sessions routes (devcloud/sessions/routes.ts: `GET /v1/sessions/:account`
 * answers `permissions` beside `sessions`; revoke with `pci` and the account's signature over `revokeText(pci)`).
 */
import { Hono } from 'hono';
import type { Address, Hex } from 'viem';
import { z } from 'zod';
import { grantedPermissionSchema, grantText } from '../../src/core/smartSessions.ts';
import { ChainUnavailableError, type SignatureVerifier } from '../names/verify.ts';
import { parseJsonBody, parseParams } from '../validate.ts';
import type { PermissionStore } from './store.ts';
import { evmAccountParam, permissionAccount } from './account.ts';

const grantBody = z.object({ grant: z.unknown(), signature: z.string().regex(/^0x([0-9a-fA-F]{2})+$/) });

export type PermissionDeps = { permissions: PermissionStore; verify: SignatureVerifier; now?: () => number };

export function permissionRoutes({ permissions, verify, now = Date.now }: PermissionDeps): Hono {
  const app = new Hono();

  app.post('/v1/sessions/:account/permissions', async (c) => {
    const account = permissionAccount(parseParams(c, evmAccountParam).account);
    const body = await parseJsonBody(c, grantBody);
    const parsed = grantedPermissionSchema.safeParse(body.grant);
    if (!parsed.success) return c.json({ message: 'grant: not an ERC-7715 granted permission' }, 400);
    const grant = parsed.data;
    if (permissionAccount(`eip155:${Number(grant.chainId)}:${grant.address}`).key !== account.key) {
      return c.json({ message: 'grant: not for this account and chain' }, 400);
    }
    if (grant.expiry * 1000 <= now()) return c.json({ message: 'grant: expired' }, 400);
    if (permissions.get(grant.context)) return c.json({ message: 'Permission context already used' }, 409);
    let valid: boolean;
    try {
      valid = await verify({
        chainId: account.chainId,
        address: grant.address as Address,
        message: grantText(grant),
        signature: body.signature as Hex,
      });
    } catch (error) {
      if (error instanceof ChainUnavailableError) return c.json({ message: error.message }, 503);
      throw error;
    }
    if (!valid) return c.json({ message: 'Invalid signature' }, 401);
    permissions.put({ pci: grant.context, account: account.key, grant, signature: body.signature, revoked: false });
    return c.json({ pci: grant.context });
  });

  return app;
}
