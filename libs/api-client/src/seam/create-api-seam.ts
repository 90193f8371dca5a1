import { createContext, createElement, useContext, type ReactNode } from 'react';
import { getBrowserApiClient } from '../get-browser-api-client';
import type { ApiClient } from '../request/operation-types';

/** The calls one feature makes, its provider and its hook. */
export interface ApiSeam<K extends keyof ApiClient> {
  /** Specs (and a harness) hand the feature its calls, e.g. `createFakeApiClient(...)`. */
  readonly Provider: (props: { readonly api: Pick<ApiClient, K>; readonly children?: ReactNode }) => ReactNode;
  /** The provider's calls, else the browser's client. */
  readonly useApi: () => Pick<ApiClient, K>;
}

/**
 * The seam between a feature and the API: the feature names the operations it calls; a spec provides a fake; a
 * page without a provider gets the browser's client, asked for only when a call is made (in an effect or a
 * handler), so rendering the feature on a server never creates a browser client.
 */
export function createApiSeam<K extends keyof ApiClient>(operations: readonly K[]): ApiSeam<K> {
  const Context = createContext<Pick<ApiClient, K> | null>(null);
  const browser = Object.fromEntries(
    operations.map((operation) => [
      operation,
      (...args: unknown[]) => (getBrowserApiClient()[operation] as (...input: unknown[]) => unknown)(...args),
    ]),
  ) as unknown as Pick<ApiClient, K>;
  const Provider: ApiSeam<K>['Provider'] = ({ api, children }) =>
    createElement(Context.Provider, { value: api }, children);
  return { Provider, useApi: () => useContext(Context) ?? browser };
}
