export { SeoHead, type SeoHeadProps } from './seo-head';
export { seoRequestFor, seoKey, type SeoRequest } from './seo-request';
export { usePageInterlinks } from './page-interlinks';
export { markNoIndex } from './no-index';
