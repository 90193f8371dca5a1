import type { OfflineBooking } from '../offline/offline-booking';
import type { TestPlatform } from './create-test-platform';

/** The copies of bookings a screen left for its offline page (`booking/seen` on the test platform's bus), in order. */
export const offlineCopiesOf = (platform: TestPlatform): OfflineBooking[] =>
  platform.eventsOf('booking/seen').map((event) => event.booking);

/** The offline page's own words that every copy carries, as the English and the French page word them. */
export const OFFLINE_COPY_LABELS = {
  'en-IN': {
    offlineNote: 'You are offline. This is the copy of your booking saved on this phone.',
    hotel: 'Hotel',
    call: 'Call',
    savedAt: 'Saved',
  },
  'fr-FR': {
    offlineNote: 'Vous êtes hors ligne. Voici la copie de votre réservation enregistrée sur ce téléphone.',
    hotel: 'Hôtel',
    call: 'Appeler',
    savedAt: 'Enregistrée le',
  },
} as const;
