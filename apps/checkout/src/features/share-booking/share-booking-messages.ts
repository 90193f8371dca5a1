import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** Sharing the stay, and keeping the booking's own link. en-GB is the source; fr-FR translates it. */
const EN_GB = {
  share: 'Share your stay',
  'share.text': 'I am staying at {hotel}, {place}: {dates}.',
  'share.copied': 'Stay details copied',
  'share.failed': 'Your browser could not share or copy. Here is the text to copy:',
  'link.title': 'Your booking link',
  'link.explain':
    'Anyone with this link can see this booking, its guest details and payments, without signing in. Keep it to yourself; the Share button above never sends it.',
  'link.copy': 'Copy your booking link',
  'link.copied': 'Booking link copied',
  'link.failed': 'Could not copy. Select the link to copy it:',
  'link.label': 'Booking link',
  'manual.label': 'Text to share',
} as const;

export type ShareBookingMessageKey = keyof typeof EN_GB;

export const SHARE_BOOKING_MESSAGES: Catalogues<ShareBookingMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    share: 'Partager votre séjour',
    'share.text': 'Je séjourne à {hotel}, {place} : {dates}.',
    'share.copied': 'Détails du séjour copiés',
    'share.failed': 'Votre navigateur n’a pas pu partager ni copier. Voici le texte à copier :',
    'link.title': 'Le lien de votre réservation',
    'link.explain':
      'Toute personne ayant ce lien peut voir cette réservation, les coordonnées du voyageur et les paiements, sans se connecter. Gardez-le pour vous ; le bouton Partager ci-dessus ne l’envoie jamais.',
    'link.copy': 'Copier le lien de votre réservation',
    'link.copied': 'Lien de réservation copié',
    'link.failed': 'Copie impossible. Sélectionnez le lien pour le copier :',
    'link.label': 'Lien de réservation',
    'manual.label': 'Texte à partager',
  },
};

export type ShareBookingT = Translate<ShareBookingMessageKey>;

export const useShareBookingT = createTranslationHook(SHARE_BOOKING_MESSAGES);
