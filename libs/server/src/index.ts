export * from './logger';
export * from './request-id';
export * from './lifecycle';
export * from './overload';
export * from './http-observability';
export * from './metrics-listener';
