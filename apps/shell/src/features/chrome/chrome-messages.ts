import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './chrome-messages.en-GB.json';
import FR_FR from './chrome-messages.fr-FR.json';
import EN_IN from './chrome-messages.en-IN.json';

type ChromeKey = 'loader.processing' | 'progress.label' | 'toast.close' | 'footer.whatsapp' | 'footer.interlinks';

/** Texts of the page chrome (progress bar, loader, toasts, footer links). */
export const CHROME_MESSAGES: Catalogues<ChromeKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN };

export const useChromeT = createTranslationHook(CHROME_MESSAGES);
