/**
 * @nivaas/api-client/testing: a typed fake of the client for specs. Never imported by production code
 * (lint forbids it outside specs and test helpers).
 */
export { createFakeApiClient, fakeApiError, type FakeApiClient, type FakeHandlers } from './create-fake-api-client';
