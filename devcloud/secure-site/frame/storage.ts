/**
 * What the frame keeps in its own localStorage (on the secure origin, out of the host's reach):
 * the session token, this browser's device id and the current chain. Values are parsed when
 * read; if storage is blocked the frame falls back to memory for this page's life.
 */
import * as z from 'zod/mini';

const PREFIX = 'airlock-secure-site:';
const tokenSchema = z.string().check(z.minLength(1), z.maxLength(4096));
const deviceSchema = z.string().check(z.regex(/^[\w-]{8,128}$/));
const chainSchema = z.coerce.number().check(z.int(), z.positive());

export type FrameStorage = ReturnType<typeof createFrameStorage>;

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Browsers that block third-party storage (Safari, incognito, Playwright's Chromium) deny
 * localStorage to this cross-site frame; then memory is used and `persistent` is false.
 */
function openStorage(): { storage: KeyValue; persistent: boolean } {
  try {
    const storage = window.localStorage;
    storage.getItem(`${PREFIX}probe`);
    return { storage, persistent: true };
  } catch {
    const memory = new Map<string, string>();
    const storage: KeyValue = {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
    return { storage, persistent: false };
  }
}

function randomDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createFrameStorage() {
  const { storage, persistent } = openStorage();
  const read = <T>(key: string, schema: z.ZodMiniType<T>): T | null => {
    const parsed = schema.safeParse(storage.getItem(PREFIX + key));
    return parsed.success ? parsed.data : null;
  };
  const write = (key: string, value: string | null) =>
    value === null ? storage.removeItem(PREFIX + key) : storage.setItem(PREFIX + key, value);

  return {
    persistent,
    get token() {
      return read('token', tokenSchema);
    },
    set token(value: string | null) {
      write('token', value);
    },
    /** Made once per browser (per storage partition), then kept. */
    get deviceId(): string {
      const existing = read('device', deviceSchema);
      if (existing) return existing;
      const created = randomDeviceId();
      write('device', created);
      return created;
    },
    /** Without persistent storage, the device that signed in comes back with the app's token. */
    adoptDeviceId(deviceId: string) {
      if (!persistent && deviceSchema.safeParse(deviceId).success) write('device', deviceId);
    },
    get chainId() {
      return read('chain', chainSchema);
    },
    set chainId(value: number | null) {
      write('chain', value === null ? null : String(value));
    },
  };
}
