import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The profile feature's shared texts (the signed-out prompt). en-GB is the source; fr-FR translates it. */
const EN_GB = {
  'signed-out.title': 'Sign in to see this page',
  'signed-out.text': 'Your profile, GST details and reward points are kept with your account.',
  'signed-out.action': 'Sign in',
} as const;

export type ProfileMessageKey = keyof typeof EN_GB;

export const PROFILE_MESSAGES: Catalogues<ProfileMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    'signed-out.title': 'Connectez-vous pour voir cette page',
    'signed-out.text': 'Votre profil, vos données GST et vos points de fidélité sont liés à votre compte.',
    'signed-out.action': 'Se connecter',
  },
};

export type ProfileT = Translate<ProfileMessageKey>;

export const useProfileT = createTranslationHook(PROFILE_MESSAGES);
