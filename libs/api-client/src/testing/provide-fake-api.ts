import type { OperationId } from '@nivaas/api-client/contract';
import { createFakeApiClient, fakeApiError, type FakeApiClient, type FakeHandlers } from './create-fake-api-client';
import { provideApiClient } from './provide-api-client';

/** A fake's answers, or a feature's own fake made fresh (`() => fakeHotelApi({...})`). */
export type FakeApi = FakeHandlers | (() => FakeApiClient);

/**
 * A fresh fake handed to every seam (for a screen story, or a spec that draws a whole screen): the given answers,
 * and a 500 for the first call of each `failFirst` operation, so the error and its Retry can be shown.
 */
export function provideFakeApi(fake?: FakeApi, failFirst: readonly OperationId[] = []): FakeApiClient {
  const api = provideApiClient(typeof fake === 'function' ? fake() : createFakeApiClient(fake));
  for (const operation of failFirst) api.failNext(operation);
  return api;
}

/** An answer of the fake that fails with this status: 404 for a link or an id the API does not know, 410 for one gone. */
export const failWith =
  (status: number, message = 'Not found') =>
  () =>
    Promise.reject(fakeApiError(status, message));
