export { WebCheckinApiProvider, useWebCheckinApi, type WebCheckinApi } from './web-checkin-api';
export { useWebCheckinT } from './web-checkin-messages';
export { webCheckinHashOf } from './web-checkin-rules';
export type { WebCheckin } from './web-checkin-types';
export { WebCheckinView } from './web-checkin-view';
