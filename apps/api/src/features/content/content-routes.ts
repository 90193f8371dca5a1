import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { Type } from 'typebox';
import { ErrorBody, ShortLinkParam, strictInput } from '@nivaas/api-client/contract';
import { todayInKolkata } from '@nivaas/domain';
import { badRequest, notFound } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { CAMPAIGN_BANNERS, campaignDetail } from './campaign-banners';
import { STATIC_CONTENT } from './content-values';
import { faqSearchQuery } from './faq-search';
import { cityWithAreas } from './city-areas';
import { specialRateHotels } from './special-rate-hotels';
import { seoMeta } from './seo-meta';
import { isSitePath } from './site-path';

const FAQ_PAGE_SIZE = 5;
const TOP_CITIES = 9;
/**
 * A page's published questions as text-search documents, stemmed as English (the questions and answers are written
 * in English): the question weighs more than its answers (weights A and B), so a question that names the words
 * ranks above one whose answer only mentions them. A few hundred rows a page: no index is needed.
 */
const FAQ_DOCUMENTS = `(SELECT id, question, answers,
    setweight(to_tsvector('english', question), 'A') ||
    setweight(to_tsvector('english', coalesce((SELECT string_agg(a->>'answer', ' ') FROM jsonb_array_elements(answers) a), '')), 'B') AS doc
  FROM questions WHERE page = $1 AND status = 'published') AS faq`;

interface QnaAnswerRow {
  user: string;
  date: string;
  verified: boolean;
  answer: string;
}

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const { db } = ctx;
  const topHotels = (filter: (h: Catalogue['hotels'][number]) => boolean, count = 8) =>
    catalogue.hotels
      .filter((h) => h.is_active && filter(h))
      .sort((a, b) => b.rating - a.rating || a.id - b.id)
      .slice(0, count)
      .map((h) => catalogue.summary(h));
  const landing: Record<string, () => unknown> = {
    // Popular cities with their areas that have hotels, the busiest first: home's "popular areas".
    cities: () => catalogue.cities.filter((c) => c.is_popular).map((c) => cityWithAreas(catalogue, c)),
    budget: () => topHotels((h) => h.categories.includes('budget-hotels')),
    couple_friendly_hotels: () => topHotels((h) => h.categories.includes('couple-friendly-hotels')),
    hotels_with_free_breakfast: () =>
      topHotels((h) => h.amenity_ids.includes(catalogue.amenities.find((a) => a.slug === 'free-breakfast')?.id ?? -1)),
  };
  const computed: Record<string, () => unknown> = {
    ...landing,
    special_rate_hotels: () => specialRateHotels(catalogue, todayInKolkata()),
    popular_cities: () => catalogue.cities.filter((c) => c.is_popular).map(catalogue.city),
    // The cities with the most hotels (the cities page's quick links), most first, then by name.
    top_cities: () =>
      catalogue.cities
        .map(catalogue.city)
        .filter((c) => c.hotel_count > 0)
        .sort((a, b) => b.hotel_count - a.hotel_count || a.name.localeCompare(b.name))
        .slice(0, TOP_CITIES),
  };
  // Own keys only: a key such as __proto__ or toString must be an unknown key, not Object.prototype.
  const value = (key: string): unknown =>
    Object.hasOwn(computed, key)
      ? computed[key]?.()
      : Object.hasOwn(STATIC_CONTENT, key)
        ? STATIC_CONTENT[key]
        : undefined;
  const pick = (keys: string[]) =>
    Object.fromEntries(keys.map((k) => [k, value(k)]).filter(([, v]) => v !== undefined));

  registerOperation(app, ctx, 'getContentsV2', async ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=840');
    return { data: pick(query.keys.split(',').map((k) => k.trim())) };
  });
  registerOperation(app, ctx, 'getContentsV1', async ({ query, reply }) => {
    const v = value(query.key);
    if (v === undefined) throw notFound(`Unknown content key ${query.key}`);
    reply.header('cache-control', 'public, max-age=840');
    return { data: { [query.key]: v } };
  });
  registerOperation(app, ctx, 'getLandingPageContent', async ({ query }) => ({
    data: pick(query.keys ? query.keys.split(',') : Object.keys(landing)),
  }));
  registerOperation(app, ctx, 'getContentMeta', async ({ query }) => {
    await catalogue.refreshRatings(db);
    return seoMeta(catalogue, query.page, query.q, ctx.pricing);
  });
  registerOperation(app, ctx, 'getCampaignBanners', async ({ query }) => ({
    data: CAMPAIGN_BANNERS.filter((b) => !query.page || b.page === query.page || b.page === 'all'),
  }));
  registerOperation(app, ctx, 'getCampaignBanner', async ({ params }) => {
    const banner = CAMPAIGN_BANNERS.find((b) => b.id === params.id);
    if (!banner) throw notFound('Banner not found');
    return campaignDetail(db, banner, ctx.pricing);
  });

  registerOperation(app, ctx, 'getFaqs', async ({ query }) => {
    const page = query.page ?? 'faq';
    const offset = query.offset ?? 0;
    const limit = query.limit ?? FAQ_PAGE_SIZE;
    const text = query.query?.trim() ?? '';
    // A search looks in the questions and their answers (faq-search.ts); a search of no words matches nothing.
    const search = text ? faqSearchQuery(text) : null;
    const title = page === 'faq' ? 'Frequently asked questions' : `Questions about ${page}`;
    if (text && !search) return { title, total: 0, content: [] };
    const [count, rows] = await Promise.all([
      db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM ${FAQ_DOCUMENTS} WHERE ${search ? `doc @@ to_tsquery('english', $2)` : 'true'}`,
        search ? [page, search] : [page],
      ),
      db.query<{ id: number; question: string; answers: QnaAnswerRow[] }>(
        search
          ? `SELECT id, question, answers FROM ${FAQ_DOCUMENTS}, to_tsquery('english', $2) q WHERE doc @@ q
              ORDER BY ts_rank(doc, q) DESC, id LIMIT $3 OFFSET $4`
          : `SELECT id, question, answers FROM ${FAQ_DOCUMENTS} ORDER BY id LIMIT $2 OFFSET $3`,
        search ? [page, search, limit, offset] : [page, limit, offset],
      ),
    ]);
    // The total is counted apart from the page, so a page past the end still says how many there are.
    return { title, total: count[0]?.total ?? 0, content: rows };
  });
  registerOperation(app, ctx, 'addQuestion', async ({ body }) => {
    // New questions wait for moderation before they are listed.
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO questions (page, question, status) VALUES ($1, $2, 'pending') RETURNING id`,
      [body.page, body.question.trim()],
    );
    return { id: row?.id ?? 0, status: 'pending' };
  });

  registerOperation(app, ctx, 'createShortLink', async ({ body }) => {
    // The schema's pattern refuses the raw forms; this also reads the link as a browser would, decoded.
    if (!isSitePath(body.link)) throw badRequest('Invalid request', ['body/link must be a path of this site']);
    const code = randomBytes(6).toString('base64url');
    const row = { code, link: body.link, social_title: body.social_title ?? '', image: body.image ?? '' };
    await db.query('INSERT INTO short_links (code, link, social_title, image) VALUES ($1, $2, $3, $4)', [
      row.code,
      row.link,
      row.social_title,
      row.image,
    ]);
    return { ...row, short_link: `/api/s/${code}` };
  });
  registerOperation(app, ctx, 'getShortLink', async ({ params }) => {
    const [row] = await db.query<{ code: string; link: string; social_title: string; image: string }>(
      'SELECT * FROM short_links WHERE code = $1',
      [params.code],
    );
    if (!row) throw notFound('Short link not found');
    return { ...row, short_link: `/api/s/${row.code}` };
  });
  app.get(
    '/api/s/:code',
    {
      schema: {
        tags: ['content'],
        summary: 'Short link redirect (302 to a path of this site)',
        params: strictInput(ShortLinkParam),
        response: { 302: Type.Null(), '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const [row] = await db.query<{ link: string }>('SELECT link FROM short_links WHERE code = $1', [
        (request.params as { code: string }).code,
      ]);
      if (!row) return reply.status(404).send({ error: 'Short link not found', errors: ['Short link not found'] });
      // Links stored before short links were limited to this site's paths (absolute URLs, perhaps
      // another site's) send the visitor to the home page, never elsewhere.
      return reply.redirect(isSitePath(row.link) ? row.link : '/', 302);
    },
  );
}
