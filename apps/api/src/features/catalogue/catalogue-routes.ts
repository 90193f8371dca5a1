import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { gone, notFound } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { searchCatalogue } from './search-catalogue';
import { suggest } from './suggest';
import { CATEGORIES } from '../../seed/reference-data';

export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const allCities = () => [...catalogue.cities].sort((a, b) => a.name.localeCompare(b.name)).map(catalogue.city);

  registerOperation(app, ctx, 'getCities', async () => ({ data: allCities() }));
  registerOperation(app, ctx, 'getPopularCities', async () => ({
    data: catalogue.cities.filter((c) => c.is_popular).map(catalogue.city),
  }));
  // `categories` are the listing categories of URLs like /budget-hotels-in-{city}/; each amenity says its own group (hotel or room).
  registerOperation(app, ctx, 'getFacilities', async ({ request }) => ({
    data: catalogue.amenitiesIn(request.locale),
    categories: [...CATEGORIES],
  }));
  // The slugs /hotels-near-{landmark}/ may name: the shell server answers 404 for any other before the head goes out.
  registerOperation(app, ctx, 'getLandmarks', async () => ({
    data: [...catalogue.landmarks]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((landmark) => ({
        name: landmark.name,
        slug: landmark.slug,
        city_slug: catalogue.cities.find((city) => city.id === landmark.city_id)?.slug ?? '',
        coordinates: { lat: landmark.lat, lng: landmark.lng },
      })),
  }));
  registerOperation(app, ctx, 'getHotelDetails', async ({ params, request }) => {
    const hotel = catalogue.hotelsById.get(params.hotelId);
    if (!hotel) throw notFound('Hotel not found');
    // A hotel that left the chain keeps its id (old links, bookings): it is gone, not unknown.
    if (!hotel.is_active) throw gone('This hotel is no longer on Nivaas');
    await catalogue.refreshRatings(ctx.db);
    return catalogue.details(hotel, request.locale);
  });
  registerOperation(app, ctx, 'searchHotels', async ({ query, request }) => {
    await catalogue.refreshRatings(ctx.db);
    return searchCatalogue(catalogue, query, request.locale);
  });
  registerOperation(app, ctx, 'getSearchSuggestions', async ({ query }) => ({
    suggestions: suggest(catalogue, query.q, query.limit ?? 8),
  }));
}
