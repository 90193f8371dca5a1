/**
 * A screen's first view from its loader: what the loader fetched on the server is drawn in the HTML and
 * hydrated without asking again; in the browser the loader only starts the requests and the screen takes them.
 */
export { earlyResource, EARLY_ANSWER_MAX_AGE_MS, type EarlyResource } from './early-resource';
export { useFirstView } from './use-first-view';
