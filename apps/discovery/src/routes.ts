import type { RemoteModule } from '@nivaas/routes';
import { homeScreen } from './features/home/home-screen-definition';
import { citiesScreen } from './features/cities/cities-screen-definition';
import { searchScreen } from './features/search/search-screen-definition';
import { listingScreen } from './features/listing/listing-screen-definition';
import { faqScreen } from './features/content/faq-screen-definition';
import { aboutScreen } from './features/content/about-screen-definition';
import { ourBrandsScreen } from './features/content/our-brands-screen-definition';
import { brandScreen } from './features/content/brand-screen-definition';

/** The one module discovery exposes (./Routes): its screens by screen id, each loaded on demand. */
const remote: RemoteModule<'discovery'> = {
  remote: 'discovery',
  release: process.env['NIVAAS_RELEASE'] ?? 'development',
  routes: {
    home: homeScreen,
    cities: citiesScreen,
    search: searchScreen,
    listing: listingScreen,
    faq: faqScreen,
    about: aboutScreen,
    'our-brands': ourBrandsScreen,
    brand: brandScreen,
  },
};

export default remote;
