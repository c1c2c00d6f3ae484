/** Calls the secure site's own backend (same origin), which holds keys and sessions. */

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
export function createBackend(onUnauthorized: () => void, projectId: string): Backend {
  return async <T>(path: string, body: unknown, options: { token?: string | null; signal?: AbortSignal } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${path}?projectId=${encodeURIComponent(projectId)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: options.signal,
      credentials: 'omit',
    });
    const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
    if (!response.ok) {
      if (response.status === 401) onUnauthorized();
      throw new BackendError(typeof data?.error === 'string' ? data.error : `HTTP ${response.status}`, response.status);
    }
    return data as T;
  };
}
