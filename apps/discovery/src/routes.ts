import { defineScreen, type RemoteModule } from '@nivaas/routes';
import { loadHome, type HomeFirstView } from './screens/home/api/load-home';
import type { AboutFirstView } from './screens/about/api/load-about';
import type { BrandData } from './screens/brand/load-brand';
import type { CitiesFirstView } from './screens/cities/api/load-cities';
import type { FaqFirstView } from './screens/faq/api/load-faq';
import type { ListingData } from './screens/listing/data/listing-types';
import { LISTING_LOADER_QUERY } from './screens/listing/data/listing-query';

/**
 * The one module discovery exposes (./Routes): its screens by screen id (libs/routes' route table),
 * each in `screens/<screen id>/`. This file is the remote's entry chunk: a screen's code and its
 * loader's code are imported lazily so they arrive only when needed. The content pages share one
 * chunk, so their texts stay out of the chunk every screen shares.
 */
const remote: RemoteModule<'discovery'> = {
  remote: 'discovery',
  release: process.env['NIVAAS_RELEASE'] ?? 'development',
  routes: {
    home: defineScreen<HomeFirstView | null>({
      chunk: 'home',
      load: () => import(/* webpackChunkName: "home" */ './screens/home/home-screen'),
      // The one eager piece: in the browser home's first requests start beside the screen's code, so the banner
      // behind the largest paint is asked for at once, and the loader does not wait for them; on the server it
      // waits for them, so the banner and cities are in the HTML (api/load-home.ts).
      loader: loadHome,
    }),
    // The cities, FAQ, about and brand loaders wait for their data on the server only, so the HTML holds the page;
    // in the browser they start the requests beside the screen's code, from a small chunk of their own, and wait
    // for nothing (screens/*/api/load-*.ts).
    cities: defineScreen<CitiesFirstView | null>({
      chunk: 'cities',
      load: () => import(/* webpackChunkName: "cities" */ './screens/cities/cities-screen'),
      loader: (context) =>
        import(/* webpackChunkName: "cities-loader" */ './screens/cities/api/load-cities').then(({ loadCities }) =>
          loadCities(context),
        ),
    }),
    search: defineScreen({
      chunk: 'search',
      load: () => import(/* webpackChunkName: "search" */ './screens/search/search-screen'),
    }),
    listing: defineScreen<ListingData>({
      chunk: 'listing',
      load: () => import(/* webpackChunkName: "listing" */ './screens/listing/listing-screen'),
      loader: (context) =>
        import(/* webpackChunkName: "listing-loader" */ './screens/listing/data/load-listing').then(({ loadListing }) =>
          loadListing(context),
        ),
      loaderQuery: LISTING_LOADER_QUERY,
    }),
    faq: defineScreen<FaqFirstView | null>({
      chunk: 'content-pages',
      load: () => import(/* webpackChunkName: "content-pages" */ './screens/faq/faq-screen'),
      loader: (context) =>
        import(/* webpackChunkName: "content-loaders" */ './screens/faq/api/load-faq').then(({ loadFaq }) =>
          loadFaq(context),
        ),
      // `?page=` picks the first view's questions only: another page is the screen's own read, and running the
      // loader again would put the shell's fallback in place of the whole page meanwhile.
      loaderQuery: [],
    }),
    about: defineScreen<AboutFirstView | null>({
      chunk: 'content-pages',
      load: () => import(/* webpackChunkName: "content-pages" */ './screens/about/about-screen'),
      loader: (context) =>
        import(/* webpackChunkName: "content-loaders" */ './screens/about/api/load-about').then(({ loadAbout }) =>
          loadAbout(context),
        ),
    }),
    'our-brands': defineScreen({
      chunk: 'content-pages',
      load: () => import(/* webpackChunkName: "content-pages" */ './screens/our-brands/our-brands-screen'),
    }),
    brand: defineScreen<BrandData>({
      chunk: 'content-pages',
      load: () => import(/* webpackChunkName: "content-pages" */ './screens/brand/brand-screen'),
      loader: (context) =>
        import(/* webpackChunkName: "content-loaders" */ './screens/brand/load-brand').then(({ loadBrand }) =>
          loadBrand(context),
        ),
    }),
  },
};

export default remote;
