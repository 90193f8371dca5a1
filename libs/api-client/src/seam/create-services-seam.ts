import { createContext, createElement, useContext, type ReactNode } from 'react';

/** A feature's services (its API calls and what else it reaches outside React), with a provider for specs. */
export interface ServicesSeam<T extends object> {
  readonly Provider: (props: { readonly services: T; readonly children?: ReactNode }) => ReactNode;
  /** The provider's services, else the browser's, built on first use (never at import: server-render safe). */
  readonly useServices: () => T;
}

/**
 * The React half of every seam, without the client: createApiSeam builds on it, and the shell uses it directly from
 * `@nivaas/api-client/seam`, because its first load must not carry the client module (it loads it on demand).
 */
export function createServicesSeam<T extends object>(browserServices: () => T): ServicesSeam<T> {
  const Context = createContext<T | null>(null);
  let browser: T | null = null;
  const Provider: ServicesSeam<T>['Provider'] = ({ services, children }) =>
    createElement(Context.Provider, { value: services }, children);
  function useServices(): T {
    return useContext(Context) ?? (browser ??= browserServices());
  }
  return { Provider, useServices };
}
