export { startWebVitals } from './web-vitals-adapter';
export { connectionOf, createVitalsBatch, deviceClassOf, routeFamilyOf, VITALS_URL } from './web-vitals-beacon';
