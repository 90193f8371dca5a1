import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { Type } from 'typebox';
import { ErrorBody, ShortLinkParam, strictInput } from '@nivaas/api-client/contract';
import { todayInKolkata } from '@nivaas/domain';
import { badRequest, notFound } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import type { Locale } from '@nivaas/i18n';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { readsEnglish } from '../../i18n/content-texts';
import { FAQ_TITLES, faqIn, faqMatchesIn } from './faq-texts';
import { bannerIn, CAMPAIGN_BANNERS, campaignDetail } from './campaign-banners';
import { adsBannerIn, STATIC_CONTENT } from './content-values';
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
  const topHotels = (locale: Locale, filter: (h: Catalogue['hotels'][number]) => boolean, count = 8) =>
    catalogue.hotels
      .filter((h) => h.is_active && filter(h))
      .sort((a, b) => b.rating - a.rating || a.id - b.id)
      .slice(0, count)
      .map((h) => catalogue.summary(h, null, locale));
  const landing: Record<string, (locale: Locale) => unknown> = {
    // Popular cities with their areas that have hotels, the busiest first: home's "popular areas".
    cities: () => catalogue.cities.filter((c) => c.is_popular).map((c) => cityWithAreas(catalogue, c)),
    budget: (locale) => topHotels(locale, (h) => h.categories.includes('budget-hotels')),
    couple_friendly_hotels: (locale) => topHotels(locale, (h) => h.categories.includes('couple-friendly-hotels')),
    hotels_with_free_breakfast: (locale) =>
      topHotels(locale, (h) =>
        h.amenity_ids.includes(catalogue.amenities.find((a) => a.slug === 'free-breakfast')?.id ?? -1),
      ),
  };
  const computed: Record<string, (locale: Locale) => unknown> = {
    ...landing,
    special_rate_hotels: (locale) => specialRateHotels(catalogue, todayInKolkata(), locale),
    adsbanner_content: (locale) => adsBannerIn(locale, catalogue.text),
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
  const value = (key: string, locale: Locale): unknown =>
    Object.hasOwn(computed, key)
      ? computed[key]?.(locale)
      : Object.hasOwn(STATIC_CONTENT, key)
        ? STATIC_CONTENT[key]
        : undefined;
  const pick = (keys: string[], locale: Locale) =>
    Object.fromEntries(keys.map((k) => [k, value(k, locale)]).filter(([, v]) => v !== undefined));

  registerOperation(app, ctx, 'getContentsV2', async ({ query, reply, request }) => {
    reply.header('cache-control', 'public, max-age=840');
    return {
      data: pick(
        query.keys.split(',').map((k) => k.trim()),
        request.locale,
      ),
    };
  });
  registerOperation(app, ctx, 'getContentsV1', async ({ query, reply, request }) => {
    const v = value(query.key, request.locale);
    if (v === undefined) throw notFound(`Unknown content key ${query.key}`);
    reply.header('cache-control', 'public, max-age=840');
    return { data: { [query.key]: v } };
  });
  registerOperation(app, ctx, 'getLandingPageContent', async ({ query, request }) => ({
    data: pick(query.keys ? query.keys.split(',') : Object.keys(landing), request.locale),
  }));
  registerOperation(app, ctx, 'getContentMeta', async ({ query, request }) => {
    await catalogue.refreshRatings(db);
    return seoMeta(catalogue, query.page, query.q, ctx.pricing, request.locale);
  });
  registerOperation(app, ctx, 'getCampaignBanners', async ({ query, request }) => ({
    data: CAMPAIGN_BANNERS.filter((b) => !query.page || b.page === query.page || b.page === 'all').map((b) =>
      bannerIn(b, request.locale, catalogue.text),
    ),
  }));
  registerOperation(app, ctx, 'getCampaignBanner', async ({ params, request }) => {
    const banner = CAMPAIGN_BANNERS.find((b) => b.id === params.id);
    if (!banner) throw notFound('Banner not found');
    return campaignDetail(db, banner, ctx.pricing, request.locale, catalogue.text);
  });

  registerOperation(app, ctx, 'getFaqs', async ({ query, request }) => {
    const { locale } = request;
    const page = query.page ?? 'faq';
    const offset = query.offset ?? 0;
    const limit = query.limit ?? FAQ_PAGE_SIZE;
    const text = query.query?.trim() ?? '';
    // A search looks in the questions and their answers (faq-search.ts); a search of no words matches nothing.
    const search = text ? faqSearchQuery(text) : null;
    const title =
      page === 'faq'
        ? catalogue.text(locale, 'faq.title', FAQ_TITLES['faq.title'])
        : catalogue.text(locale, 'faq.title.page', FAQ_TITLES['faq.title.page'], { page });
    if (text && !search) return { title, total: 0, content: [] };
    // The stored questions are English: a visitor reading another language also finds the questions whose
    // translation holds the words, after those the English search ranks.
    const inLocale = search && !readsEnglish(locale) ? faqMatchesIn(text, locale, catalogue.text) : [];
    const [count, rows] = await Promise.all([
      db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM ${FAQ_DOCUMENTS}
          WHERE ${search ? `doc @@ to_tsquery('english', $2) OR question = ANY($3::text[])` : 'true'}`,
        search ? [page, search, inLocale] : [page],
      ),
      db.query<{ id: number; question: string; answers: QnaAnswerRow[] }>(
        search
          ? `SELECT id, question, answers FROM ${FAQ_DOCUMENTS}, to_tsquery('english', $2) q
              WHERE doc @@ q OR question = ANY($5::text[])
              ORDER BY ts_rank(doc, q) DESC, id LIMIT $3 OFFSET $4`
          : `SELECT id, question, answers FROM ${FAQ_DOCUMENTS} ORDER BY id LIMIT $2 OFFSET $3`,
        search ? [page, search, limit, offset, inLocale] : [page, limit, offset],
      ),
    ]);
    // The total is counted apart from the page, so a page past the end still says how many there are.
    return {
      title,
      total: count[0]?.total ?? 0,
      content: rows.map((row) => faqIn(row, locale, catalogue.text)),
    };
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
