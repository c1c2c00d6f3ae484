/** The embedded (e-mail / social) wallet's connector id, stored per namespace. Tiny on purpose: the core chunks import it. */
export const EMBEDDED_CONNECTOR_ID = 'AUTH';
/** Namespaces the embedded wallet serves (SPEC section 5). */
export const EMBEDDED_NAMESPACES = ['eip155', 'solana'] as const;
