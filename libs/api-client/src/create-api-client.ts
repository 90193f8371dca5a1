import type { OperationId } from '@nivaas/api-client/contract';
import { readAttribution } from './attribution/attribution';
import { otpErrorMessage } from './errors/otp-error-message';
import type { ApiClientConfig, RequestOptions } from './request/api-client-config';
import { buildUrl } from './request/build-url';
import { serviceBaseUrl } from './services/api-services';
import { OPERATION_TABLE } from './request/operation-table.generated';
import type { OperationRow } from './request/operation-row';
import { execute, failure } from './request/execute';
import type { ApiClient, RawInput } from './request/operation-types';

/**
 * Builds one function per operation of the contract registry (through its generated table, so
 * the schemas stay out of the browser), so adding an entry to the registry adds a typed function.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const client: Record<string, (input?: RawInput, options?: RequestOptions) => Promise<unknown>> = {};
  for (const [operationId, operation] of Object.entries(OPERATION_TABLE) as [OperationId, OperationRow][]) {
    const withAttribution = operation.attribution;
    const otp = operation.otp;
    client[operationId] = async (input: RawInput = {}, options: RequestOptions = {}) => {
      // Explicit query values win over the stored attribution.
      const query = withAttribution ? { ...readAttribution(config.cookies), ...input.query } : input.query;
      const result = await execute(config, {
        operationId,
        method: operation.method,
        url: buildUrl(
          serviceBaseUrl(config.baseUrl, config.serviceBaseUrls, operation.path),
          operation.path,
          input.params,
          query as Record<string, string>,
        ),
        ...(input.body === undefined ? {} : { body: input.body }),
        ...(input.headers ? { headers: input.headers } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      if (!result.ok) throw failure(config, result, operationId, otp ? (e) => otpErrorMessage(e.errors) : undefined);
      return result.data;
    };
  }
  return client as unknown as ApiClient;
}
