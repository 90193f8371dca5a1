/**
 * The content feature's surface for other features (docs/conventions.md 5): the feedback reasons the feedback
 * calls check against, and the static content values (their keys are what the contract fuzzer asks for).
 */
export { FEEDBACK_REASONS, STATIC_CONTENT } from './content-values';
// The English of its translatable texts, for the list of every key (i18n/english-texts.ts).
export { CAMPAIGN_BANNERS, CAMPAIGN_TEXTS } from './campaign-banners';
export { FAQ_TITLES } from './faq-texts';
export { SEO_TEXTS } from './seo-meta';
export { ADSBANNER_TEXTS } from './content-values';
