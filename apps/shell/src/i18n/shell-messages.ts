import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/**
 * The shell's own texts (chrome, remote areas, Not Found). en-GB is the source; the other locales
 * translate it. Read with useShellT(), the same translation hook every feature and remote uses.
 */
const EN_GB = {
  'brand.name': 'Nivaas',
  'nav.home': 'Home',
  'nav.cities': 'Cities',
  'nav.bookings': 'My bookings',
  'nav.skip': 'Skip to content',
  'footer.customerCare': 'Customer care: {phone}',
  'footer.rights': '© {year} Nivaas Hotels',
  loading: 'Loading',
  'remote.unavailable.title': 'This part of the site did not load',
  'remote.unavailable.body':
    'Your connection may be slow or the service may be briefly down. The rest of the site still works.',
  'remote.retry': 'Retry',
  'screen.failed.title': 'Something went wrong on this page',
  'screen.failed.body': 'Please try again. If it keeps happening, go back to the home page.',
  'notFound.title': 'We could not find that page',
  'notFound.body': 'The link may be old or mistyped. Search for a hotel or go back to the home page.',
  'notFound.home': 'Go to the home page',
  'notFound.search': 'Search hotels',
  'boot.title': 'The site could not start',
  'boot.body': 'Please check your connection and',
  'boot.reload': 'reload the page',
  'install.title': 'Add Nivaas to your home screen',
  'install.body': 'Search hotels and open your bookings in one tap.',
  'install.install': 'Install',
  'install.notNow': 'Not now',
} as const;

export type ShellMessageKey = keyof typeof EN_GB;

const FR_FR: Partial<Record<ShellMessageKey, string>> = {
  'brand.name': 'Nivaas',
  'nav.home': 'Accueil',
  'nav.cities': 'Villes',
  'nav.bookings': 'Mes réservations',
  'nav.skip': 'Aller au contenu',
  'footer.customerCare': 'Service client : {phone}',
  'footer.rights': '© {year} Nivaas Hotels',
  loading: 'Chargement',
  'remote.unavailable.title': "Cette partie du site ne s'est pas chargée",
  'remote.unavailable.body':
    'Votre connexion est peut-être lente ou le service momentanément indisponible. Le reste du site fonctionne.',
  'remote.retry': 'Réessayer',
  'screen.failed.title': 'Un problème est survenu sur cette page',
  'screen.failed.body': "Veuillez réessayer. Si cela persiste, revenez à la page d'accueil.",
  'notFound.title': 'Page introuvable',
  'notFound.body': "Le lien est peut-être ancien ou erroné. Cherchez un hôtel ou revenez à la page d'accueil.",
  'notFound.home': "Aller à la page d'accueil",
  'notFound.search': 'Chercher un hôtel',
  'boot.title': "Le site n'a pas pu démarrer",
  'boot.body': 'Vérifiez votre connexion puis',
  'boot.reload': 'rechargez la page',
  'install.title': "Ajoutez Nivaas à votre écran d'accueil",
  'install.body': 'Cherchez un hôtel et ouvrez vos réservations en un geste.',
  'install.install': 'Installer',
  'install.notNow': 'Plus tard',
};

export const SHELL_CATALOGUES: Catalogues<ShellMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export const useShellT = createTranslationHook(SHELL_CATALOGUES);
