import * as z from 'zod/mini';
import type { ApiClient } from '../../core/api/apiClient.ts';
import { type GrantedPermission, grantedPermissionSchema } from '../../core/smartSessions.ts';

/**
 * `GET /v1/sessions/{id}` (SPEC section 7) lists an account's sign-in sessions and its smart sessions
 * (`permissions`); this feature reads the latter. A grant of another shape is left out, not shown half-read.
 */
const sessionsAnswerSchema = z.object({ permissions: z.optional(z.array(z.unknown())) });

/** The account's smart sessions in force, each validated; malformed entries are dropped. */
export function parseSmartSessions(answer: z.infer<typeof sessionsAnswerSchema>): GrantedPermission[] {
  return (answer.permissions ?? []).flatMap((entry) => {
    const parsed = grantedPermissionSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** `account`: CAIP-10, e.g. `eip155:31337:0xab…`. */
const sessionsPath = (account: string) => `/v1/sessions/${encodeURIComponent(account)}`;

export async function fetchSmartSessions(api: ApiClient, account: string): Promise<GrantedPermission[]> {
  return parseSmartSessions(await api.get(sessionsPath(account), sessionsAnswerSchema));
}

/** The revoke body of SPEC section 7: `pci`, the permission context id, and the account's `signature` over the revoke text. */
export type RevokeBody = { pci: string; signature: string };

export function revokeBodyOf(pci: string, signature: string): RevokeBody {
  return { pci, signature };
}

const revokedSchema = z.object({ success: z.literal(true) });

export async function revokeSmartSession(api: ApiClient, account: string, body: RevokeBody): Promise<void> {
  await api.post(`${sessionsPath(account)}/revoke`, revokedSchema, body);
}
