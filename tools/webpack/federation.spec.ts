import { join } from 'node:path';
import { SHARED_VENDOR_CHUNK, SharedVendorChunkPlugin, sharedSingletons } from './federation';

type CacheGroup = { test: RegExp; name: string; chunks: string };

function cacheGroupsAfter(splitChunks: false | { cacheGroups?: Record<string, unknown> }) {
  const compiler = { options: { optimization: { splitChunks } } };
  new SharedVendorChunkPlugin().apply(compiler);
  return compiler.options.optimization.splitChunks;
}

const vendorGroup = () => {
  const splitChunks = cacheGroupsAfter({ cacheGroups: { vendors: false } });
  return (splitChunks as { cacheGroups: Record<string, CacheGroup> }).cacheGroups['sharedVendor']!;
};

const root = join(__dirname, '..', '..');
const modulePath = (...parts: string[]) => join(root, ...parts);

describe('SharedVendorChunkPlugin', () => {
  it('adds one named async cache group and keeps the groups NxAppWebpackPlugin set', () => {
    const splitChunks = cacheGroupsAfter({ cacheGroups: { vendors: false, default: { chunks: 'async' } } });
    expect(splitChunks).toEqual({
      cacheGroups: {
        vendors: false,
        default: { chunks: 'async' },
        sharedVendor: expect.objectContaining({ name: SHARED_VENDOR_CHUNK, chunks: 'async', enforce: true }),
      },
    });
  });

  it('leaves a build without split chunks alone', () => {
    expect(cacheGroupsAfter(false)).toBe(false);
  });

  it('takes every third-party shared singleton, the packages they run on and the shared subsets', () => {
    const { test } = vendorGroup();
    const thirdParty = Object.keys(sharedSingletons).filter((request) => !request.startsWith('@nivaas/'));
    for (const request of thirdParty) {
      const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
      expect(test.test(modulePath('node_modules', pkg, 'index.js'))).toBe(true);
    }
    for (const file of [
      modulePath('node_modules/scheduler/cjs/scheduler.production.js'),
      modulePath('node_modules/react-router/dist/production/index.mjs'),
      modulePath('node_modules/tslib/tslib.es6.mjs'),
      modulePath('tools/webpack/shared-subsets/rxjs.ts'),
    ])
      expect(test.test(file)).toBe(true);
  });

  it('leaves out what a page loads only on demand, and our own libraries', () => {
    const { test } = vendorGroup();
    for (const file of [
      modulePath('node_modules/libphonenumber-js/min/index.js'),
      modulePath('node_modules/dompurify/dist/purify.es.mjs'),
      modulePath('node_modules/react-day-picker/dist/index.js'),
      modulePath('libs/api-client/src/index.ts'),
      modulePath('libs/state/src/index.ts'),
      modulePath('apps/shell/src/bootstrap.tsx'),
    ])
      expect(test.test(file)).toBe(false);
  });
});
