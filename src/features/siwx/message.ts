import type { SiwxMessage, SiwxMessageData } from '../../core/siwx.ts';

/** How CAIP-122 names each namespace's account in the message's first line. */
const ACCOUNT_KIND: Record<string, string> = { eip155: 'Ethereum', solana: 'Solana' };

/** The message text a wallet signs (CAIP-122; on eip155 exactly EIP-4361, so wallets show it as a sign-in). */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const [namespace = '', reference = ''] = data.chainId.split(':');
  const lines = [`${data.domain} wants you to sign in with your ${ACCOUNT_KIND[namespace] ?? namespace} account:`, data.accountAddress, ''];
  if (data.statement) lines.push(data.statement, '');
  lines.push(
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  );
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`);
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`);
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`);
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`));
  return lines.join('\n');
}

/** A message of these fields: the fields, and their text as `toString()`. */
export function toSiwxMessage(data: SiwxMessageData): SiwxMessage {
  return { ...data, toString: () => formatSiwxMessage(data) };
}

const NONCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random nonce (EIP-4361: at least 8 alphanumeric characters; 20 here, about 115 bits). */
export function createNonce(length = 20): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join('');
}

/** Whether a session's message is in force at `now` (ms): not expired, and past its not-before time. */
export function isInForce(data: Pick<SiwxMessageData, 'expirationTime' | 'notBefore'>, now: number): boolean {
  if (data.expirationTime && !(Date.parse(data.expirationTime) > now)) return false;
  if (data.notBefore && !(Date.parse(data.notBefore) <= now)) return false;
  return true;
}
