import type { OperationId, ResponseOf } from '@nivaas/api-client/contract';
import { ApiError } from '../errors/api-error';
import type { RequestOptions } from '../request/api-client-config';
import { OPERATION_TABLE } from '../request/operation-table.generated';
import type { ApiClient, InputOf } from '../request/operation-types';

/** How a spec answers one operation: a value, or a function of the input (throw or reject to fail it). */
export type FakeHandler<K extends OperationId> =
  ResponseOf<K> | ((input: InputOf<K>, options?: RequestOptions) => ResponseOf<K> | Promise<ResponseOf<K>>);

export type FakeHandlers = { readonly [K in OperationId]?: FakeHandler<K> };

export interface FakeCall {
  readonly operationId: OperationId;
  readonly input: unknown;
}

/** The client a screen gets in a spec: every operation of the contract, answered by the handlers given. */
export type FakeApiClient = ApiClient & {
  /** Every call made, in order. */
  readonly calls: FakeCall[];
  /** The inputs of one operation's calls. */
  readonly callsOf: <K extends OperationId>(operationId: K) => InputOf<K>[];
  /** Replaces or adds handlers (a later answer of the same call, a failure on retry). */
  readonly answer: (handlers: FakeHandlers) => void;
  /** The next call of `operationId` rejects with `error`; later calls are answered as before (a Retry). */
  readonly failNext: (operationId: OperationId, error?: unknown) => void;
};

/** An ApiError as the client builds it (docs/rules.md section 8), for a handler to throw. */
export function fakeApiError(status: number, message: string, errors: readonly string[] = [message]): ApiError {
  return new ApiError(message, { status, errors, data: { error: message, errors } });
}

/**
 * A fake with one typed function per contract operation; a value is answered as a copy (plain JSON data).
 * An operation the spec did not answer rejects with
 * a 501 naming it, so a screen that calls something unexpected fails loudly instead of hanging. An aborted
 * signal rejects like the real client does.
 */
export function createFakeApiClient(handlers: FakeHandlers = {}): FakeApiClient {
  const current: Partial<Record<OperationId, unknown>> = { ...handlers };
  const calls: FakeCall[] = [];
  const failures: Partial<Record<OperationId, unknown[]>> = {};
  const client: Record<string, unknown> = {
    calls,
    callsOf: (operationId: OperationId) => calls.filter((c) => c.operationId === operationId).map((c) => c.input),
    answer: (more: FakeHandlers) => Object.assign(current, more),
    failNext: (operationId: OperationId, error: unknown = fakeApiError(500, 'API Error')) => {
      (failures[operationId] ??= []).push(error);
    },
  };
  for (const operationId of Object.keys(OPERATION_TABLE) as OperationId[]) {
    client[operationId] = async (...args: [input?: unknown, options?: RequestOptions]) => {
      const [input = {}, options = {}] = args;
      calls.push({ operationId, input });
      if (options.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      const failure = failures[operationId]?.shift();
      if (failure !== undefined) throw failure;
      const handler = current[operationId];
      if (handler === undefined) throw fakeApiError(501, `Not faked: ${operationId}`);
      // A function sees the call's arguments as the code passed them, so a jest.fn handler's calls read as made.
      return typeof handler === 'function'
        ? (handler as (...a: unknown[]) => unknown)(...args)
        : (JSON.parse(JSON.stringify(handler)) as unknown);
    };
  }
  return client as unknown as FakeApiClient;
}
