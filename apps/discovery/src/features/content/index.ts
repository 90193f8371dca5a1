/**
 * The content feature's public surface for the other discovery features (STYLE.md 5): the
 * section-data hook, the picture component and the content readers every screen shares.
 * Its screens are reached through their definitions, never through this file.
 */
export { useApiResource, type ApiResource, type ResourceStatus } from './use-api-resource';
export { preloadImage, ResponsiveImage, srcSetOf, IMAGE_WIDTHS, type ResponsiveImageProps } from './responsive-image';
export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { isObject, listOf, objectOf, sitePath, textOf, type Json } from './content-value';
