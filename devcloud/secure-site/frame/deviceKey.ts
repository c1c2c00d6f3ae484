/**
 * This browser's device key for the frame (deviceProof.ts): made once, non-extractable, and kept in the secure
 * origin's IndexedDB (a CryptoKey is stored as the key itself, never as bytes). The host page cannot reach this
 * origin's storage, so it can hold the session token but never this key. Where the browser denies the frame
 * storage (Safari's and Playwright's third-party rules), the key lives in memory for this page's life: a reload
 * then keeps the session for reading, and the next approval asks the visitor to sign in again.
 */
import { createDeviceKey } from '../deviceProof.ts';

const DATABASE = 'airlock-secure-site';
const STORE = 'keys';
const ENTRY = 'device';

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error ?? new Error('IndexedDB failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  return request(opening);
}

const isKeyPair = (value: unknown): value is CryptoKeyPair =>
  typeof value === 'object' &&
  value !== null &&
  (value as CryptoKeyPair).privateKey instanceof CryptoKey &&
  (value as CryptoKeyPair).publicKey instanceof CryptoKey &&
  !(value as CryptoKeyPair).privateKey.extractable;

/** The stored key, or a new one stored for next time; a new one in memory when storage is denied. */
async function loadOrCreate(): Promise<CryptoKeyPair> {
  let database: IDBDatabase;
  try {
    database = await openDatabase();
  } catch {
    return createDeviceKey();
  }
  try {
    const stored: unknown = await request(database.transaction(STORE).objectStore(STORE).get(ENTRY));
    if (isKeyPair(stored)) return stored;
    const created = await createDeviceKey();
    await request(database.transaction(STORE, 'readwrite').objectStore(STORE).put(created, ENTRY));
    return created;
  } catch {
    return createDeviceKey();
  } finally {
    database.close();
  }
}

let loaded: Promise<CryptoKeyPair> | undefined;

/** The frame's device key, loaded once per page. */
export function frameDeviceKey(): Promise<CryptoKeyPair> {
  loaded ??= loadOrCreate();
  return loaded;
}
