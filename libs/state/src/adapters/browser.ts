/**
 * The browser's globals for code that must also run on a server or in a worker: each returns null where
 * there is no page. Call them inside effects and handlers, never at module scope or while rendering, so a
 * server render and the first browser render agree (lint bans the bare globals outside adapters).
 */
export function browserWindow(): (Window & typeof globalThis) | null {
  const scope = globalThis as { window?: Window & typeof globalThis };
  return scope.window ?? null;
}

export function browserDocument(): Document | null {
  const scope = globalThis as { document?: Document };
  return scope.document ?? null;
}
