export { createOfflineBookings, type OfflineBookings } from './offline-bookings';
export { registerServiceWorker, serviceWorkerSetting } from './register-service-worker';
export { startOfflineBookings } from './start-offline-bookings';
