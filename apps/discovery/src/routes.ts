import { defineScreen, type RemoteModule } from '@nivaas/routes';
import { loadHome, type HomeFirstView } from './screens/home/api/load-home';
import type { BrandData } from './screens/brand/load-brand';
import type { ListingData } from './screens/listing/data/listing-types';

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
    cities: defineScreen({
      chunk: 'cities',
      load: () => import(/* webpackChunkName: "cities" */ './screens/cities/cities-screen'),
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
    }),
    faq: defineScreen({
      chunk: 'content-pages',
      load: () => import(/* webpackChunkName: "content-pages" */ './screens/faq/faq-screen'),
    }),
    about: defineScreen({
      chunk: 'content-pages',
      load: () => import(/* webpackChunkName: "content-pages" */ './screens/about/about-screen'),
    }),
    'our-brands': defineScreen({
      chunk: 'content-pages',
      load: () => import(/* webpackChunkName: "content-pages" */ './screens/our-brands/our-brands-screen'),
    }),
    brand: defineScreen<BrandData>({
      chunk: 'content-pages',
      load: () => import(/* webpackChunkName: "content-pages" */ './screens/brand/brand-screen'),
      loader: (context) =>
        import(/* webpackChunkName: "content-pages" */ './screens/brand/load-brand').then(({ loadBrand }) =>
          loadBrand(context),
        ),
    }),
  },
};

export default remote;
