import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ErrorBody, strictInput } from '@nivaas/api-client/contract';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { IMAGE_WIDTHS, heightFor } from '../../catalogue/image-urls';
import { renderImage } from './render-image';

const CACHE_LIMIT = 300;
/** An image URL carries nothing in its query: any query parameter is junk (400), like any other call. */
const NoQuery = strictInput(Type.Object({}));
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Binary routes stay outside the JSON contract. The picture for a URL never changes, so the
 * response is immutable for a year and recent encodings are kept in a small in-memory cache.
 */
export function registerImageRoutes(app: FastifyInstance, catalogue: Catalogue): void {
  const cache = new Map<string, Buffer>();
  const cached = (key: string, make: () => Buffer): Buffer => {
    const hit = cache.get(key);
    if (hit) return hit;
    const made = make();
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, made);
    return made;
  };
  const widths = IMAGE_WIDTHS.map(String).join('|');
  app.get('/api/images/hotels/:hotelId/:file', {
    schema: {
      summary: 'Generated hotel photo (JPEG); width in the name, height = width x 3/4',
      tags: ['images'],
      params: strictInput(
        Type.Object({
          hotelId: Type.Integer({ minimum: 1 }),
          file: Type.String({ pattern: `^[1-9]-(${widths})\\.jpg$`, maxLength: 20 }),
        }),
      ),
      querystring: NoQuery,
      response: { '4xx': ErrorBody },
    },
    handler: async (request, reply) => {
      const { hotelId, file } = request.params as { hotelId: number; file: string };
      const [n, w] = file.replace('.jpg', '').split('-').map(Number);
      const hotel = catalogue.hotelsById.get(hotelId);
      if (!hotel || !n || !w || n > hotel.image_count)
        return reply.status(404).send({ error: 'Image not found', errors: ['Image not found'] });
      const body = cached(`${hotelId}-${n}-${w}`, () => renderImage(hotelId * 7 + n, w, heightFor(w)));
      return reply.header('content-type', 'image/jpeg').header('cache-control', IMMUTABLE).send(body);
    },
  });
  app.get('/api/images/cities/:file', {
    schema: {
      summary: 'Generated city photo (JPEG)',
      tags: ['images'],
      params: strictInput(
        Type.Object({ file: Type.String({ pattern: `^[a-z0-9-]+-(${widths})\\.jpg$`, maxLength: 80 }) }),
      ),
      querystring: NoQuery,
      response: { '4xx': ErrorBody },
    },
    handler: async (request, reply) => {
      const { file } = request.params as { file: string };
      const match = /^(.+)-(\d+)\.jpg$/.exec(file);
      const city = match && catalogue.citiesBySlug.get(match[1] ?? '');
      if (!city || !match) return reply.status(404).send({ error: 'Image not found', errors: ['Image not found'] });
      const w = Number(match[2]);
      const body = cached(`city-${city.id}-${w}`, () => renderImage(city.id * 101, w, heightFor(w)));
      return reply.header('content-type', 'image/jpeg').header('cache-control', IMMUTABLE).send(body);
    },
  });
}
