/**
 * Calls the secure site's own backend (same origin), which holds keys and sessions. Every call carries the proof of
 * this browser's device key (deviceKey.ts), without which the backend approves and signs nothing.
 */
import { deviceProofHeaders, NOT_THIS_DEVICE } from '../deviceProof.ts';
import { frameDeviceKey } from './deviceKey.ts';

export class BackendError extends Error {
  override name = 'BackendError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type Backend = <T>(path: string, body: unknown, options?: { token?: string | null; signal?: AbortSignal }) => Promise<T>;

/**
 * `projectId` rides on every call's query, as on devcloud's own routes, so a test's devcloud fault can name the
 * project it is for and leave parallel tests alone.
 */
export function createBackend(
  onUnauthorized: () => void,
  projectId: string,
  deviceKey: () => Promise<CryptoKeyPair> = frameDeviceKey,
): Backend {
  return async <T>(path: string, body: unknown, options: { token?: string | null; signal?: AbortSignal } = {}) => {
    const text = JSON.stringify(body);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...(await deviceProofHeaders(await deviceKey(), { path, body: text, token: options.token })),
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${path}?projectId=${encodeURIComponent(projectId)}`, {
      method: 'POST',
      headers,
      body: text,
      signal: options.signal,
      credentials: 'omit',
    });
    const data = (await response.json().catch(() => null)) as { error?: unknown; reason?: unknown } | null;
    if (!response.ok) {
      // Only an ended session is forgotten: one this frame's key cannot use (a reload without storage) still resumes.
      if (response.status === 401 && data?.reason !== NOT_THIS_DEVICE) onUnauthorized();
      throw new BackendError(typeof data?.error === 'string' ? data.error : `HTTP ${response.status}`, response.status);
    }
    return data as T;
  };
}
