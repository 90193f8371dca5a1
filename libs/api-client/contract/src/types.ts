import type { Static, TSchema } from 'typebox';
import type { Contract, OperationId } from './registry';

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;
type SuccessStatus<K extends OperationId> = keyof Contract[K]['response'] & number;

/** Path parameters of an operation (`undefined` when it has none). */
export type ParamsOf<K extends OperationId> = StaticOf<Contract[K] extends { params: infer S } ? S : undefined>;
/** Query string of an operation. */
export type QueryOf<K extends OperationId> = StaticOf<Contract[K] extends { querystring: infer S } ? S : undefined>;
/** JSON body of an operation. */
export type BodyOf<K extends OperationId> = StaticOf<Contract[K] extends { body: infer S } ? S : undefined>;
/** Required headers of an operation (e.g. idempotency-key). */
export type HeadersOf<K extends OperationId> = StaticOf<Contract[K] extends { headers: infer S } ? S : undefined>;
/** Success body of an operation. */
export type ResponseOf<K extends OperationId> = StaticOf<Contract[K]['response'][SuccessStatus<K>]>;
