/**
 * The content feature: what discovery's content pages and landing sections share (docs/conventions.md 5), reached
 * only through this file. The pages themselves are screens (`screens/faq`, `about`, `brand`, `our-brands`).
 */
export { preloadImage, ResponsiveImage, srcSetOf, IMAGE_WIDTHS, type ResponsiveImageProps } from './responsive-image';
export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { isObject, listOf, objectOf, sitePath, textOf, type Json } from './content-value';
export { getContents } from './api/get-contents';
export { BRAND_PRODUCTS, brandPageTier, brandProduct, type BrandProduct } from './brands';
export { useContentT } from './content-messages';
export { ContentStatus, WhySection } from './content-sections';
export { default as contentStyles } from './content.module.css';
export { default as pillLinkStyles } from './pill-link.module.css';
