import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './shell-messages.en-GB.json';

/**
 * The shell's own texts (chrome, remote areas, Not Found). en-GB is the source; the other locales
 * translate it. Read with useShellT(), the same translation hook every feature and remote uses.
 */
export type ShellMessageKey = keyof typeof EN_GB;

export const SHELL_CATALOGUES: Catalogues<ShellMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './shell-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './shell-messages.hi-IN.json'),
  },
);

export const useShellT = createTranslationHook(SHELL_CATALOGUES);
