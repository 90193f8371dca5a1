/**
 * @nivaas/state/testing: what a spec needs to run code that reads the shared platform. Never imported by
 * production code (lint forbids it outside specs and test helpers).
 */
export { createTestPlatform, type TestPlatform, type TestPlatformOptions } from './create-test-platform';
export { OFFLINE_COPY_LABELS, offlineCopiesOf } from './offline-copies';
export { deferred } from './deferred';
export { throwingStorage } from './throwing-storage';
