import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** My profile's texts. en-GB is the source; fr-FR translates it. */
const EN_GB = {
  title: 'My profile',
  loading: 'Loading your profile',
  'error.title': 'We could not load your profile',
  'error.text': 'Please check your connection and try again.',
  'error.retry': 'Retry',
  'section.personal': 'Personal details',
  'section.gst': 'GST details',
  'section.links': 'More',
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  whatsapp: 'WhatsApp updates',
  'whatsapp.on': 'On',
  'whatsapp.off': 'Off',
  tier: 'Loyalty tier',
  gstin: 'GSTIN',
  'company.name': 'Company name',
  'company.address': 'Company address',
  'not-given': 'Not given',
  'gst.none': 'No GST details saved. Add them to get GST invoices for business stays.',
  edit: 'Edit profile',
  bookings: 'My bookings',
  rewards: 'Rewards',
} as const;

export type MyProfileMessageKey = keyof typeof EN_GB;

export const MY_PROFILE_MESSAGES: Catalogues<MyProfileMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    title: 'Mon profil',
    loading: 'Chargement de votre profil',
    'error.title': 'Nous n’avons pas pu charger votre profil',
    'error.text': 'Vérifiez votre connexion et réessayez.',
    'error.retry': 'Réessayer',
    'section.personal': 'Informations personnelles',
    'section.gst': 'Données GST',
    'section.links': 'Plus',
    name: 'Nom',
    email: 'E-mail',
    mobile: 'Mobile',
    whatsapp: 'Messages WhatsApp',
    'whatsapp.on': 'Activés',
    'whatsapp.off': 'Désactivés',
    tier: 'Niveau de fidélité',
    gstin: 'GSTIN',
    'company.name': 'Nom de l’entreprise',
    'company.address': 'Adresse de l’entreprise',
    'not-given': 'Non renseigné',
    'gst.none':
      'Aucune donnée GST enregistrée. Ajoutez-les pour recevoir des factures GST pour vos séjours professionnels.',
    edit: 'Modifier le profil',
    bookings: 'Mes réservations',
    rewards: 'Fidélité',
  },
};

export type MyProfileT = Translate<MyProfileMessageKey>;

export const useMyProfileT = createTranslationHook(MY_PROFILE_MESSAGES);
