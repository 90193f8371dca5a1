export { WayOutLinks } from './way-out-links';
export { WAY_OUT_MESSAGES } from './way-out-messages';
