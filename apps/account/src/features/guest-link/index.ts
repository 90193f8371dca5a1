/**
 * The guest-link feature: what the pages a guest opens from an emailed link (cancellation, web check-in) share,
 * reached only through this file.
 */
export { default as guestLinkStyles } from './guest-link.module.css';
export { InvalidGuestLink } from './invalid-guest-link';
