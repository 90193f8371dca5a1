import type { BodyOf, HeadersOf, OperationId, ParamsOf, QueryOf, ResponseOf } from '@nivaas/api-client/contract';
import type { RequestOptions } from './api-client-config';

/** A slot is absent when the operation has no such schema, optional when all its fields are. */
type Slot<Name extends string, T> = [T] extends [undefined]
  ? unknown
  : object extends T
    ? { readonly [K in Name]?: T }
    : { readonly [K in Name]: T };

/** The input of an operation: params, query, body and headers, as its contract entry declares them. */
export type InputOf<K extends OperationId> = Slot<'params', ParamsOf<K>> &
  Slot<'query', QueryOf<K>> &
  Slot<'body', BodyOf<K>> &
  Slot<'headers', HeadersOf<K>>;

/** One typed call. Operations whose input is all optional can be called with no argument. */
export type OperationFn<K extends OperationId> =
  object extends InputOf<K>
    ? (input?: InputOf<K>, options?: RequestOptions) => Promise<ResponseOf<K>>
    : (input: InputOf<K>, options?: RequestOptions) => Promise<ResponseOf<K>>;

/** One function per contract operation: a new registry entry is a new typed function. */
export type ApiClient = { readonly [K in OperationId]: OperationFn<K> };

/** The untyped shape the runtime works with. */
export interface RawInput {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}
