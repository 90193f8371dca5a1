import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './chrome-messages.en-GB.json';
import EN_IN from './chrome-messages.en-IN.json';

type ChromeKey = keyof typeof EN_GB;

/** Texts of the page chrome (progress bar, loader, toasts, footer links). */
export const CHROME_MESSAGES: Catalogues<ChromeKey> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './chrome-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './chrome-messages.hi-IN.json'),
  },
);

export const useChromeT = createTranslationHook(CHROME_MESSAGES);
