import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './shell-messages.en-GB.json';
import FR_FR from './shell-messages.fr-FR.json';

/**
 * The shell's own texts (chrome, remote areas, Not Found). en-GB is the source; the other locales
 * translate it. Read with useShellT(), the same translation hook every feature and remote uses.
 */
export type ShellMessageKey = keyof typeof EN_GB;

export const SHELL_CATALOGUES: Catalogues<ShellMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export const useShellT = createTranslationHook(SHELL_CATALOGUES);
