/**
 * @nivaas/api-client/testing: a typed fake of the client for specs, and how a spec hands it to code outside React.
 * Never imported by production code (lint forbids it outside specs and test helpers).
 */
export { createFakeApiClient, fakeApiError, type FakeApiClient, type FakeHandlers } from './create-fake-api-client';
export { provideApiClient, resetProvidedApiClient } from './provide-api-client';
export { failWith, provideFakeApi, type FakeApi } from './provide-fake-api';
