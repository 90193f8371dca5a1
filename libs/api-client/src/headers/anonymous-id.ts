import type { KeyValueStorage } from '@nivaas/state';

export const ANONYMOUS_ID_KEY = 'nivaas_anonymous_id';

/** A random v4-style id; crypto.randomUUID where the runtime has it (all our targets do). */
export function randomId(
  source: { randomUUID?: () => string } | null = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto ??
    null,
): string {
  if (source?.randomUUID) return source.randomUUID();
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (ch) => {
    const r = Math.floor(Math.random() * 16);
    return (ch === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

/**
 * docs/rules.md section 7: the anonymous-user id is generated once and kept, so pricing and
 * analytics see one visitor across visits until storage is cleared.
 */
export function getOrCreateAnonymousId(storage: KeyValueStorage, generate: () => string = randomId): string {
  const existing = storage.getItem(ANONYMOUS_ID_KEY);
  if (existing) return existing;
  const id = generate();
  storage.setItem(ANONYMOUS_ID_KEY, id);
  return id;
}
