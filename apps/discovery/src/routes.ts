import { defineScreen, type RemoteModule } from '@nivaas/routes';
import { startHomeRequests } from './screens/home/api/early-requests';
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
    home: defineScreen({
      load: () => import('./screens/home/home-screen'),
      // The one eager piece: home's first requests start beside the screen's code, so the banner behind
      // the largest paint is asked for at once. The loader does not wait for them.
      loader: async () => {
        startHomeRequests();
        return undefined;
      },
    }),
    cities: defineScreen({ load: () => import('./screens/cities/cities-screen') }),
    search: defineScreen({ load: () => import('./screens/search/search-screen') }),
    listing: defineScreen<ListingData>({
      load: () => import('./screens/listing/listing-screen'),
      loader: (context) =>
        import('./screens/listing/data/load-listing').then(({ loadListing }) => loadListing(context)),
    }),
    faq: defineScreen({ load: () => import(/* webpackChunkName: "content-pages" */ './screens/faq/faq-screen') }),
    about: defineScreen({
      load: () => import(/* webpackChunkName: "content-pages" */ './screens/about/about-screen'),
    }),
    'our-brands': defineScreen({
      load: () => import(/* webpackChunkName: "content-pages" */ './screens/our-brands/our-brands-screen'),
    }),
    brand: defineScreen<BrandData>({
      load: () => import(/* webpackChunkName: "content-pages" */ './screens/brand/brand-screen'),
      loader: (context) =>
        import(/* webpackChunkName: "content-pages" */ './screens/brand/load-brand').then(({ loadBrand }) =>
          loadBrand(context),
        ),
    }),
  },
};

export default remote;
