/**
 * Sign-In with Ethereum (EIP-4361) messages name the site they sign in to. When that domain is
 * not the page that asked (the origin the frame verified), the message is likely a phishing
 * relay: the visitor is told before approving.
 */
import type { SecureTranslator } from '../../../src/core/i18n/secure/en.ts';

const SIWE_HEADER = /^(?:([a-z][a-z0-9+.-]*):\/\/)?([^\s/]+) wants you to sign in with your Ethereum account:\n/;

/** The host (with port) a sign-in message is for, or null when the text is not one. */
export function signInDomain(text: string): string | null {
  return SIWE_HEADER.exec(text)?.[2]?.toLowerCase() ?? null;
}

/** A warning when `text` signs in to another site than `origin`; null otherwise. */
export function signInMismatch(text: string, origin: string, t: SecureTranslator): string | null {
  const domain = signInDomain(text);
  if (domain === null) return null;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
  return domain === host ? null : t('preview.signInMismatch', { domain, origin });
}
