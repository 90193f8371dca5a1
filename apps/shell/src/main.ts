import { startIntlWarmUpWorker, warmIntlOffMainThread } from './boot/warm-intl';

// Before anything else: a worker loads ICU's data while the scripts below download (boot/intl-warm-up.ts).
warmIntlOffMainThread(document.documentElement.lang, startIntlWarmUpWorker);

// The async boundary lets the federation runtime negotiate shared singletons before any of them runs.
// Its chunk name is how the server finds the layout's stylesheets to inline (tools/webpack/shell-render-bundle.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
