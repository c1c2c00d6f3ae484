import { embeddedUserAtom } from '../../atoms/embedded.ts';
import { featuresAtom } from '../../atoms/features.ts';
import type { Store } from '../../atoms/store.ts';
import { rpcErrorOf } from '../../core/errors/rpc.ts';
import { RPC_CODES } from '../../core/errors/rpcCode.ts';
import { grantRequestSchema } from '../../core/smartSessions.ts';
import { EMBEDDED_MESSAGES } from './messages.ts';

/**
 * Why `wallet_grantPermissions` (ERC-7715) is refused before the frame is asked, if it is: smart sessions are granted
 * only while `features.smartSessions` is on, by the smart account in use (`address`), for a well-formed request.
 */
export function grantRefusal(store: Store, params: unknown, address: string): Error | undefined {
  if (!store.get(featuresAtom).smartSessions) return rpcErrorOf(RPC_CODES.unsupportedMethod, new Error(EMBEDDED_MESSAGES.smartSessionsOff));
  const smart = store.get(embeddedUserAtom)?.accounts.find((account) => account.type === 'smartAccount')?.address;
  if (smart?.toLowerCase() !== address.toLowerCase())
    return rpcErrorOf(RPC_CODES.unauthorized, new Error(EMBEDDED_MESSAGES.smartAccountOnly));
  const request = Array.isArray(params) ? params[0] : undefined;
  if (!grantRequestSchema.safeParse(request).success) return rpcErrorOf(RPC_CODES.invalidParams, new Error(EMBEDDED_MESSAGES.invalidGrant));
  return undefined;
}
