import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/**
 * The texts of a hotel page with no hotel (404, 410). Apart from the screen's catalogue so they load with their view,
 * only when a hotel is missing. en-GB is the source; fr-FR translates them.
 */
const EN_GB = {
  'not-found.title': 'We could not find this hotel',
  'not-found.body': 'The link may be mistyped or out of date. Search by city, area or hotel name to find your stay.',
  'gone.title': 'This hotel is no longer on Nivaas',
  'gone.body': 'It has left our chain, so it cannot be booked here any more. Other hotels nearby are a search away.',
  search: 'Search hotels',
} as const;

export type HotelMissingMessageKey = keyof typeof EN_GB;

export const HOTEL_MISSING_MESSAGES: Catalogues<HotelMissingMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    'not-found.title': 'Nous n’avons pas trouvé cet hôtel',
    'not-found.body':
      'Le lien est peut-être erroné ou ancien. Cherchez par ville, quartier ou nom d’hôtel pour trouver votre séjour.',
    'gone.title': 'Cet hôtel n’est plus sur Nivaas',
    'gone.body':
      'Il a quitté notre chaîne : il ne peut plus être réservé ici. D’autres hôtels proches sont à portée de recherche.',
    search: 'Rechercher un hôtel',
  },
};

export const useHotelMissingT = createTranslationHook(HOTEL_MISSING_MESSAGES);
