import { ApiError } from '../errors/api-error';
import { graphqlErrorMessage } from '../errors/graphql-error-message';
import type { ApiClientConfig, RequestOptions } from '../request/api-client-config';
import { buildUrl } from '../request/build-url';
import { serviceBaseUrl } from '../services/api-services';
import { execute, failure, report } from '../request/execute';

export interface GraphqlResponse<T> {
  readonly data?: T | null;
  readonly errors?: readonly { readonly message?: string }[];
}

/**
 * A GraphQL-style call (docs/rules.md section 7 lists a graphql service base URL). GraphQL answers
 * errors with HTTP 200 and an `errors` list; its message is shown as the part after the first
 * colon, else 'Request failed' (section 8). Other failures follow the usual catalogue.
 */
export function createGraphqlRequest(config: ApiClientConfig) {
  return async function graphqlRequest<T>(
    endpoint: string,
    query: string,
    variables: Readonly<Record<string, unknown>> = {},
    options: RequestOptions = {},
  ): Promise<T> {
    const operationId = `graphql:${endpoint}`;
    const result = await execute(config, {
      operationId,
      method: 'POST',
      url: buildUrl(serviceBaseUrl(config.baseUrl, config.serviceBaseUrls, endpoint), endpoint),
      body: { query, variables },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const body = (typeof result.data === 'object' ? result.data : null) as GraphqlResponse<T> | null;
    const first = body?.errors?.[0];
    if (first) {
      const error = new ApiError(graphqlErrorMessage(first.message), {
        status: result.status,
        data: result.data,
        errors: (body?.errors ?? []).map((e) => e.message ?? ''),
        operationId,
      });
      report(config, error);
      throw error;
    }
    if (!result.ok) throw failure(config, result, operationId);
    return (body?.data ?? null) as T;
  };
}
