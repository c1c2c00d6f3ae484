import type { ChainNamespace } from './caip.ts';

/**
 * Namespaces that can send, and so receive and buy (SPEC section 9's send-supported namespaces). A module of its own,
 * not core/constants.ts: that one is on the path before a host is interactive, and Send and the Account view share it.
 */
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];
