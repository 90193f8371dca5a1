import { CONTRACT, type Operation, type OperationId } from '@nivaas/api-client/contract';
import { readAttribution } from './attribution/attribution';
import { otpErrorMessage } from './errors/otp-error-message';
import type { ApiClientConfig, RequestOptions } from './request/api-client-config';
import { buildUrl } from './request/build-url';
import { execute, failure } from './request/execute';
import type { ApiClient, RawInput } from './request/operation-types';

/** Operations whose query accepts attribution: SPEC.md section 7 sends it on the pricing calls. */
export function acceptsAttribution(operation: Operation): boolean {
  const properties = (operation.querystring as { properties?: Record<string, unknown> } | undefined)?.properties;
  return Boolean(properties && 'utm_source' in properties);
}

/** OTP operations, whose errors follow the OTP message rule of SPEC.md section 8. */
export function isOtpOperation(operation: Operation): boolean {
  return operation.path.includes('/otp/');
}

/**
 * Builds one function per operation of the contract registry, so adding an entry to the
 * registry adds a typed function here with no hand-written code.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const client: Record<string, (input?: RawInput, options?: RequestOptions) => Promise<unknown>> = {};
  for (const [operationId, operation] of Object.entries(CONTRACT) as [OperationId, Operation][]) {
    const withAttribution = acceptsAttribution(operation);
    const otp = isOtpOperation(operation);
    client[operationId] = async (input: RawInput = {}, options: RequestOptions = {}) => {
      // Explicit query values win over the stored attribution.
      const query = withAttribution ? { ...readAttribution(config.cookies), ...input.query } : input.query;
      const result = await execute(config, {
        operationId,
        method: operation.method,
        url: buildUrl(config.baseUrl, operation.path, input.params, query as Record<string, string>),
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
