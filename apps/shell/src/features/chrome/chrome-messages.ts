import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

type ChromeKey = 'loader.processing' | 'progress.label' | 'toast.close' | 'footer.whatsapp' | 'footer.interlinks';

/** Texts of the page chrome (progress bar, loader, toasts, footer links). */
export const CHROME_MESSAGES: Catalogues<ChromeKey> = {
  'en-GB': {
    'loader.processing': 'Processing',
    'progress.label': 'Loading page',
    'toast.close': 'Dismiss',
    'footer.whatsapp': 'Chat with us on WhatsApp',
    'footer.interlinks': 'Popular searches',
  },
  'fr-FR': {
    'loader.processing': 'Traitement en cours',
    'progress.label': 'Chargement de la page',
    'toast.close': 'Fermer',
    'footer.whatsapp': 'Écrivez-nous sur WhatsApp',
    'footer.interlinks': 'Recherches populaires',
  },
  'en-IN': {},
};

export const useChromeT = createTranslationHook(CHROME_MESSAGES);
