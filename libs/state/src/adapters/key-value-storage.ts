/**
 * Storage behind a small interface so the stores run on a server, in tests and in
 * webviews where localStorage throws (private mode, some payment-app webviews).
 */
export interface KeyValueStorage {
  readonly getItem: (key: string) => string | null;
  readonly setItem: (key: string, value: string) => void;
  readonly removeItem: (key: string) => void;
}

export function createMemoryStorage(seed: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(seed));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** A Web Storage of this browser if it is there and takes a write (a full or private one may refuse), else null. */
function usableStorage(name: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    const storage = (globalThis as Partial<Record<typeof name, Storage>>)[name];
    if (!storage) return null;
    const probe = '__nivaas_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/**
 * The browser's localStorage, or null when there is none or it refuses writes.
 * Reads `globalThis` only when called, never at module scope.
 */
export function getBrowserStorage(): KeyValueStorage | null {
  return usableStorage('localStorage');
}

/**
 * The browser's sessionStorage (this tab, gone when it closes), or null when there is none or it refuses
 * writes: for what must survive a reload or a round trip to a payment page but not the visit (a checkout's
 * typed guest details). Never falls back to cookies: such data must not ride on every request.
 */
export function getBrowserSessionStorage(): KeyValueStorage | null {
  return usableStorage('sessionStorage');
}
