import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** ShareBooking's default texts (an app's label always wins); en-GB is the source. */
const EN_GB = {
  'share.button': 'Share your stay',
  'share.failed': 'Your browser could not share or copy. Here is the text to copy:',
  'share.manualLabel': 'Text to share',
  'share.linkTitle': 'Your booking link',
  'share.linkExplain':
    'Anyone with this link can see this booking, its guest details and payments, without signing in. Keep it to yourself; the Share button above never sends it.',
  'share.linkCopy': 'Copy your booking link',
  'share.linkFailed': 'Could not copy. Select the link to copy it:',
  'share.linkLabel': 'Booking link',
} as const;

export type ShareBookingLabelKey = keyof typeof EN_GB;

export const SHARE_BOOKING_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'share.button': 'Partager votre séjour',
    'share.failed': 'Votre navigateur n’a pas pu partager ni copier. Voici le texte à copier :',
    'share.manualLabel': 'Texte à partager',
    'share.linkTitle': 'Le lien de votre réservation',
    'share.linkExplain':
      'Toute personne ayant ce lien peut voir cette réservation, les coordonnées du voyageur et les paiements, sans se connecter. Gardez-le pour vous ; le bouton Partager ci-dessus ne l’envoie jamais.',
    'share.linkCopy': 'Copier le lien de votre réservation',
    'share.linkFailed': 'Copie impossible. Sélectionnez le lien pour le copier :',
    'share.linkLabel': 'Lien de réservation',
  },
} satisfies Catalogues<ShareBookingLabelKey>;

export const useShareBookingT = createTranslationHook<ShareBookingLabelKey>(SHARE_BOOKING_MESSAGES);
