import { createElement, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../request/operation-types';
import { createServicesSeam } from './create-services-seam';
import { seamClient } from './provided-client';

/** What a feature's code receives from its seam: its calls, and the browser-only services it declared. */
export type SeamServices<K extends keyof ApiClient, S extends object> = S & { readonly api: Pick<ApiClient, K> };

/** The calls one feature makes, how React code and plain code reach them, and how a spec replaces them. */
export interface ApiSeam<K extends keyof ApiClient, S extends object = Record<never, never>> {
  /**
   * For code outside React (route loaders, early resources, handlers built outside a component): each call goes to
   * the client a spec provided (`provideApiClient` from the testing entry), else the browser's, looked up when the
   * call is made.
   */
  readonly api: Pick<ApiClient, K>;
  /** Specs (and a harness) hand the feature's components their calls, e.g. `createFakeApiClient(...)`. */
  readonly Provider: (props: { readonly api: Pick<ApiClient, K>; readonly children?: ReactNode }) => ReactNode;
  /** The provider's calls, else `api`. */
  readonly useApi: () => Pick<ApiClient, K>;
  /** As Provider, with the feature's other services too (a gateway navigation, a storage). */
  readonly ServicesProvider: (props: {
    readonly services: SeamServices<K, S>;
    readonly children?: ReactNode;
  }) => ReactNode;
  /** The provider's services, else `api` with the browser's services (built on first use, never at import). */
  readonly useServices: () => SeamServices<K, S>;
}

/**
 * The one seam between a feature and the API: the feature names the operations it calls (and, when it has them, the
 * browser-only services it reaches beside the API). Components use `useApi()`/`useServices()`, plain code `api`; a
 * spec provides a fake (Provider, or `provideApiClient` for plain code). Without either, the browser's client is
 * asked for only when a call is made (in an effect, a handler or a browser-side loader), so rendering the feature on
 * a server never creates a browser client.
 */
export function createApiSeam<K extends keyof ApiClient, S extends object = Record<never, never>>(
  operations: readonly K[],
  browserServices: () => S = () => ({}) as S,
): ApiSeam<K, S> {
  const api = Object.fromEntries(
    operations.map((operation) => [
      operation,
      (...args: unknown[]) => (seamClient()[operation] as (...input: unknown[]) => unknown)(...args),
    ]),
  ) as unknown as Pick<ApiClient, K>;
  let browser: SeamServices<K, S> | null = null;
  const browserValue = (): SeamServices<K, S> => (browser ??= { ...browserServices(), api });
  const { Provider: ServicesProvider, useServices } = createServicesSeam(browserValue);

  // The feature's other services stay the browser's when a spec hands in only the calls.
  function ApiOnlyProvider({ api: provided, children }: { api: Pick<ApiClient, K>; children?: ReactNode }) {
    const services = useMemo(() => ({ ...browserValue(), api: provided }), [provided]);
    return createElement(ServicesProvider, { services }, children);
  }
  const Provider: ApiSeam<K, S>['Provider'] = ({ api: provided, children }) =>
    createElement(ApiOnlyProvider, { api: provided }, children);
  function useApi(): Pick<ApiClient, K> {
    return useServices().api;
  }
  return { api, Provider, useApi, ServicesProvider, useServices };
}
