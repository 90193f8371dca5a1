import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The share button's texts. en-GB is the source; fr-FR translates them. */
const EN_GB = {
  share: 'Share',
  'share.label': 'Share {hotel}',
  'share.text': '{hotel}, {place}',
  copied: 'Link copied',
  'copy.label': 'Link to {hotel}',
  'copy.hint': 'Copy this link to share the hotel.',
  working: 'Getting a link…',
} as const;

export type ShareMessageKey = keyof typeof EN_GB;

export const SHARE_MESSAGES: Catalogues<ShareMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    share: 'Partager',
    'share.label': 'Partager {hotel}',
    'share.text': '{hotel}, {place}',
    copied: 'Lien copié',
    'copy.label': 'Lien vers {hotel}',
    'copy.hint': "Copiez ce lien pour partager l'hôtel.",
    working: 'Création du lien…',
  },
};

export type ShareT = Translate<ShareMessageKey>;

export const useShareT = createTranslationHook(SHARE_MESSAGES);
