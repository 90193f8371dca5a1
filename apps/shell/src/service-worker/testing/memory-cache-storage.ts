/**
 * Cache Storage in memory, with the parts of the browser's behaviour the page and the worker rely on: keys are
 * URLs (a Request or a string), `put` replaces, `match` hands out a fresh copy of the body each time.
 */
export function createMemoryCacheStorage(): CacheStorage & { readonly names: () => string[] } {
  const stores = new Map<string, Map<string, { body: string; init: ResponseInit }>>();
  const keyOf = (request: RequestInfo | URL) =>
    typeof request === 'string' ? new URL(request).href : request instanceof URL ? request.href : request.url;
  const open = async (name: string): Promise<Cache> => {
    const store = stores.get(name) ?? new Map();
    stores.set(name, store);
    const cache = {
      put: async (request: RequestInfo | URL, response: Response) => {
        store.set(keyOf(request), {
          body: await response.text(),
          init: { status: response.status, headers: Object.fromEntries(response.headers.entries()) },
        });
      },
      match: async (request: RequestInfo | URL) => {
        const entry = store.get(keyOf(request));
        return entry ? new Response(entry.body, entry.init) : undefined;
      },
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (request: RequestInfo | URL) => store.delete(keyOf(request)),
    };
    return cache as unknown as Cache;
  };
  return {
    open,
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
    match: async () => undefined,
    names: () => [...stores.keys()],
  } as CacheStorage & { readonly names: () => string[] };
}
