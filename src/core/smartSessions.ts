/**
 * Smart sessions (ERC-7715 `wallet_grantPermissions`), the shapes and signed texts the modal, the secure frame and
 * devcloud share: a grant request, the granted permission (its context `pci` names it in
 * `POST /v1/sessions/{id}/revoke`), and the texts the account signs to grant and to revoke one.
 */
import * as z from 'zod/mini';

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/));
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const typed = z.object({ type: z.string().check(z.minLength(1), z.maxLength(64)), data: z.record(z.string(), z.unknown()) });

/** `params[0]` of `wallet_grantPermissions`: what the app asks, for how long (unix seconds) and for which signer. */
export const grantRequestSchema = z.object({
  chainId: hex,
  address: z.optional(address),
  expiry: z.number().check(z.int(), z.positive()),
  signer: typed,
  permissions: z.array(z.extend(typed, { required: z.optional(z.boolean()) })).check(z.minLength(1), z.maxLength(16)),
});
export type GrantRequest = z.infer<typeof grantRequestSchema>;

/** A granted permission as the wallet answers it and devcloud lists it: `context` is the permission context id. */
export const grantedPermissionSchema = z.object({
  context: hex,
  chainId: hex,
  address,
  expiry: z.number(),
  signer: typed,
  permissions: z.array(typed),
});
export type GrantedPermission = z.infer<typeof grantedPermissionSchema>;

/** The text the account signs when it grants: the whole grant, so the server can check what was granted. */
export function grantText(grant: GrantedPermission): string {
  return `Grant smart session ${grant.context}\n${JSON.stringify({
    chainId: grant.chainId,
    address: grant.address.toLowerCase(),
    expiry: grant.expiry,
    signer: grant.signer,
    permissions: grant.permissions,
  })}`;
}

/** The text the account signs to revoke the session `pci` (the revoke body's `signature`). */
export function revokeText(pci: string): string {
  return `Revoke smart session ${pci}`;
}
