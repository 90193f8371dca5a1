import { startIntlWarmUpWorker, warmIntlOffMainThread } from './boot/warm-intl';

// The async boundary lets the federation runtime negotiate shared singletons before any of them runs.
// Its chunk name is how the server finds the layout's stylesheets to inline (tools/webpack/shell-render-bundle.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

// Right after, in a task of its own (starting a worker takes the main thread 5-15 ms on a phone, which would
// lengthen the entry's already long first task): a worker loads ICU's data while the scripts download
// (boot/intl-warm-up.ts).
setTimeout(() => warmIntlOffMainThread(document.documentElement.lang, startIntlWarmUpWorker), 0);
