/** The page chrome's surface (docs/conventions.md 5): the host of the progress bar, toasts and loader, and the footer. */
export { ChromeHost } from './chrome-host';
export { type SiteFooterProps } from './site-footer';
export { SiteFooter } from './deferred-footer';
