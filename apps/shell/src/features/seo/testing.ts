/** For other features' specs: the head writer a client navigation runs (it is a lazy chunk of its own in the app). */
export { applySeoMeta } from './seo-dom';
