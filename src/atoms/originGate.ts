import { atom } from 'jotai/vanilla';

/**
 * The page's origin once the project's allowlist is known not to include it (SPEC section 6: e-mail and social
 * login need an allowed origin); null while it is allowed or not yet checked. Wallets stay usable either way.
 */
export const disallowedOriginAtom = atom<string | null>(null);
