import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The guest form's texts, its validation messages included (ours: docs/rules.md 5 shows none). */
const EN_GB = {
  heading: 'Guest details',
  intro: 'We send the booking confirmation to these details.',
  name: 'Full name',
  mobile: 'Mobile number',
  'mobile.hint': 'Any country: pick its code',
  'country-code': 'Country code',
  email: 'Email',
  optional: '(optional)',
  gst: 'I have a GST number (business travel)',
  'gst.heading': 'GST details',
  gstin: 'GSTIN',
  'gstin.hint': '15 characters, e.g. 29ABCDE1234F1ZW',
  'company-name': 'Company name',
  'company-address': 'Company address',
  whatsapp: 'Send me booking updates on WhatsApp',
  'whatsapp.saving': 'Saving your WhatsApp choice…',
  'whatsapp.failed': 'We could not save your WhatsApp choice. Try again.',
  'gst.failed': 'We could not save the GST details to your profile; they are still sent with this booking.',
  'errors.summary': { one: 'Check {count} field below.', other: 'Check {count} fields below.' },
  'name.required': 'Enter the guest’s full name.',
  'name.too-long': 'The name can be at most 120 characters.',
  'mobile.required': 'Enter a mobile number.',
  'mobile.invalid': 'Enter a valid mobile number for {code}.',
  'mobile.country-code': 'Choose a valid country code.',
  'email.invalid': 'Enter an email like name@example.com.',
  'gstin.required': 'Enter the GSTIN, or untick the GST box.',
  'gstin.invalid':
    'A GSTIN has 15 characters: 2 digits, 5 letters, 4 digits, a letter, a digit or letter, Z, a digit or letter.',
  'gstin.check': 'This GSTIN is not valid: its last character does not match the rest. Check it for a typo.',
  'companyName.required': 'Enter the company name for the GST invoice.',
  'companyAddress.required': 'Enter the company address for the GST invoice.',
} as const;

export type GuestDetailsMessageKey = keyof typeof EN_GB;

export const GUEST_DETAILS_MESSAGES: Catalogues<GuestDetailsMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    heading: 'Coordonnées du voyageur',
    intro: 'Nous envoyons la confirmation de réservation à ces coordonnées.',
    name: 'Nom complet',
    mobile: 'Numéro de mobile',
    'mobile.hint': 'Tout pays : choisissez son indicatif',
    'country-code': 'Indicatif du pays',
    email: 'E-mail',
    optional: '(facultatif)',
    gst: 'J’ai un numéro GST (voyage d’affaires)',
    'gst.heading': 'Informations GST',
    gstin: 'GSTIN',
    'gstin.hint': '15 caractères, par ex. 29ABCDE1234F1ZW',
    'company-name': 'Nom de l’entreprise',
    'company-address': 'Adresse de l’entreprise',
    whatsapp: 'M’envoyer les informations de réservation sur WhatsApp',
    'whatsapp.saving': 'Enregistrement de votre choix WhatsApp…',
    'whatsapp.failed': 'Impossible d’enregistrer votre choix WhatsApp. Réessayez.',
    'gst.failed':
      'Impossible d’enregistrer les informations GST dans votre profil ; elles sont tout de même envoyées avec cette réservation.',
    'errors.summary': {
      one: 'Vérifiez {count} champ ci-dessous.',
      many: 'Vérifiez {count} de champs ci-dessous.',
      other: 'Vérifiez {count} champs ci-dessous.',
    },
    'name.required': 'Saisissez le nom complet du voyageur.',
    'name.too-long': 'Le nom peut compter au plus 120 caractères.',
    'mobile.required': 'Saisissez un numéro de mobile.',
    'mobile.invalid': 'Saisissez un numéro de mobile valide pour {code}.',
    'mobile.country-code': 'Choisissez un indicatif valide.',
    'email.invalid': 'Saisissez un e-mail comme nom@exemple.com.',
    'gstin.required': 'Saisissez le GSTIN, ou décochez la case GST.',
    'gstin.invalid':
      'Un GSTIN compte 15 caractères : 2 chiffres, 5 lettres, 4 chiffres, une lettre, un chiffre ou une lettre, Z, un chiffre ou une lettre.',
    'gstin.check': 'Ce GSTIN n’est pas valide : son dernier caractère ne correspond pas au reste. Vérifiez-le.',
    'companyName.required': 'Saisissez le nom de l’entreprise pour la facture GST.',
    'companyAddress.required': 'Saisissez l’adresse de l’entreprise pour la facture GST.',
  },
};

export type GuestDetailsT = Translate<GuestDetailsMessageKey>;

export const useGuestDetailsT = createTranslationHook(GUEST_DETAILS_MESSAGES);
