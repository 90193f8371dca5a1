/**
 * What the site shares as `immer` (tools/webpack/federation.ts): the exports our code uses.
 * Why: a shared module is never tree-shaken, so sharing all of immer ships its patches and Map/Set
 * plugins, which no store uses: this subset cuts the shared immer from 6.6 KB to 3.8 KB gzip.
 * Code may import only these names from 'immer' (lint: no-restricted-imports, allow-list read
 * from this file); add a name here when a store needs it. Jest uses the real package.
 */
export { produce, castDraft } from 'nivaas-immer-esm';
export type { Draft } from 'nivaas-immer-esm';
