export { WebCheckinApiProvider, useWebCheckinApi, type WebCheckinApi } from './web-checkin-api';
