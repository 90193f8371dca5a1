import * as runtimeCore from '@module-federation/runtime-core';

/**
 * A remote's entry carries no federation runtime core: on the site, the shell provides its own
 * (tools/webpack/federation.ts). A remote's harness page has no shell, so it loads this file first.
 */
const scope = globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };
scope._FEDERATION_RUNTIME_CORE ??= runtimeCore;
