/**
 * The frame's device proof: every backend call from the frame page carries its device public key and a signature,
 * by that device's non-extractable P-256 key (WebCrypto, kept in the secure origin's storage), over the call's
 * path, time, a nonce, the body and the session token. A session is bound to the key that signed in, and the
 * backend signs nothing without that key's proof: the session token the host page keeps only resumes a session,
 * it never signs. Shared by the frame (browser), the backend and the tests (Node's WebCrypto), so all three
 * build the same text.
 */

export const DEVICE_KEY_HEADER = 'x-airlock-device-key';
export const DEVICE_PROOF_HEADER = 'x-airlock-device-proof';
/**
 * The `reason` of a 401 whose session is live but was not signed in with this call's key (a frame that lost its
 * key, or the token replayed by a program): the session is not over, so the frame keeps its token for resuming.
 */
export const NOT_THIS_DEVICE = 'not-this-device';

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNATURE = { name: 'ECDSA', hash: 'SHA-256' } as const;

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    // Not base64 (a length no encoding gives).
    return null;
  }
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What is signed: one line per part, so no part can run into the next. */
async function proofText(parts: { path: string; time: number; nonce: string; body: string; token: string }): Promise<string> {
  return [
    'airlock-device-proof/1',
    parts.path,
    String(parts.time),
    parts.nonce,
    await sha256Hex(parts.body),
    await sha256Hex(parts.token),
  ].join('\n');
}

/** A new device key: the private half can sign but never be read out, not even by the frame's own script. */
export function createDeviceKey(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
}

/** The public key as the header carries it (base64url of the raw, uncompressed point). */
export async function publicKeyText(key: CryptoKeyPair): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', key.publicKey)));
}

/** The two headers for one call. */
export async function deviceProofHeaders(
  key: CryptoKeyPair,
  call: { path: string; body: string; token: string | null | undefined; time?: number },
): Promise<Record<string, string>> {
  const time = call.time ?? Date.now();
  const nonce = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  const text = await proofText({ path: call.path, time, nonce, body: call.body, token: call.token ?? '' });
  const signature = new Uint8Array(await crypto.subtle.sign(SIGNATURE, key.privateKey, new TextEncoder().encode(text)));
  return {
    [DEVICE_KEY_HEADER]: await publicKeyText(key),
    [DEVICE_PROOF_HEADER]: `${time}.${nonce}.${toBase64Url(signature)}`,
  };
}

export type ProofParts = { time: number; nonce: string; signature: Uint8Array<ArrayBuffer> };

/** The proof header's parts, or null when it is not one. */
export function parseProof(header: string | undefined): ProofParts | null {
  const match = /^(\d{1,15})\.([\w-]{16,64})\.([\w-]{40,200})$/.exec(header ?? '');
  if (!match) return null;
  const signature = fromBase64Url(match[3]!);
  return signature ? { time: Number(match[1]), nonce: match[2]!, signature } : null;
}

/** Whether `proof` is `publicKey`'s signature over this call. */
export async function verifyDeviceProof(
  publicKey: string,
  proof: ProofParts,
  call: { path: string; body: string; token: string | null | undefined },
): Promise<boolean> {
  const raw = fromBase64Url(publicKey);
  if (raw?.length !== 65) return false;
  try {
    const key = await crypto.subtle.importKey('raw', raw, ALGORITHM, false, ['verify']);
    const text = await proofText({ path: call.path, time: proof.time, nonce: proof.nonce, body: call.body, token: call.token ?? '' });
    return await crypto.subtle.verify(SIGNATURE, key, proof.signature, new TextEncoder().encode(text));
  } catch {
    return false;
  }
}
