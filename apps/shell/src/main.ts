import { warmIntlOffMainThread } from './boot/warm-intl';

// Before anything else: a worker loads ICU's data while the scripts below download (boot/intl-warm-up.ts).
// webpack makes the worker a chunk of the shell, on the page's own origin (worker-src 'self').
warmIntlOffMainThread(document.documentElement.lang, () =>
  typeof Worker === 'undefined'
    ? undefined
    : new Worker(new URL('./boot/intl-warm-up.worker.ts', import.meta.url), { name: 'intl-warm-up' }),
);

// The async boundary lets the federation runtime negotiate shared singletons before any of them runs.
// Its chunk name is how the server finds the layout's stylesheets to inline (tools/webpack/shell-render-bundle.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
