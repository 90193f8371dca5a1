import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * How long the runtime waits for a remote's manifest or entry before calling it failed.
 * Generous, for slow mobile networks: the visitor sees an error with Retry long before
 * (remote-loader.ts), and the area still fills in if the remote arrives late.
 */
export const RUNTIME_TIMEOUT_MS = 15_000;

export default function nivaasRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'nivaas-runtime-timeouts',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(RUNTIME_TIMEOUT_MS) });
    },
    createScript({ url }) {
      // Not @nivaas/state's browserDocument: a runtime plugin runs before the share scope exists, so it may
      // import no shared module (webpack would find no factory for it and the page would not start).
      const page = (globalThis as { document?: Document }).document;
      if (!page) return undefined;
      const script = page.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: RUNTIME_TIMEOUT_MS };
    },
  };
}
