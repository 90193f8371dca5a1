import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import type { Catalogue } from '../../catalogue/catalogue-store';

const REVIEWS_PAGE_SIZE = 10;
interface ReviewRow {
  id: number;
  user_name: string;
  rating: number;
  title: string;
  text: string;
  source: string;
  created_at: Date;
}

export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const { db } = ctx;
  const hotelOr404 = (id: number) => {
    const hotel = catalogue.hotelsById.get(id);
    if (!hotel) throw notFound('Hotel not found');
    return hotel;
  };
  const toReview = (r: ReviewRow) => ({
    id: r.id,
    user: r.user_name,
    rating: r.rating,
    title: r.title,
    text: r.text,
    date: new Date(r.created_at).toISOString().slice(0, 10),
    source: r.source,
  });

  registerOperation(app, ctx, 'getReviews', async ({ params, query }) => {
    const hotel = hotelOr404(params.hotelId);
    const page = query.page ?? 1;
    const limit = query.limit ?? REVIEWS_PAGE_SIZE;
    const rows = await db.query<ReviewRow>(
      'SELECT * FROM reviews WHERE hotel_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
      [hotel.id, limit, (page - 1) * limit],
    );
    const dist = await db.query<{ stars: number; n: number }>(
      'SELECT round(rating)::int AS stars, count(*)::int AS n FROM reviews WHERE hotel_id = $1 GROUP BY 1',
      [hotel.id],
    );
    const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    for (const d of dist) distribution[String(d.stars)] = d.n;
    const count = dist.reduce((s, d) => s + d.n, 0);
    return {
      hotel_id: hotel.id,
      totalCount: count,
      page,
      reviewSummary: { rating: hotel.rating, count: hotel.rating_count, distribution },
      userReviews: rows.map(toReview),
    };
  });
  registerOperation(app, ctx, 'submitReview', async ({ params, body, user }) => {
    const hotel = hotelOr404(params.hotelId);
    const name = [user!.first_name, user!.last_name.slice(0, 1)].filter(Boolean).join(' ') || 'Guest';
    const [row] = await db.query<ReviewRow>(
      `INSERT INTO reviews (hotel_id, user_name, user_id, rating, title, text, source) VALUES ($1, $2, $3, $4, $5, $6, 'nivaas') RETURNING *`,
      [hotel.id, name, user!.id, body.rating, body.title.trim(), body.text.trim()],
    );
    if (!row) throw new Error('review insert returned nothing');
    return toReview(row);
  });
  registerOperation(app, ctx, 'getHotelQuestions', async ({ params, query }) => {
    const hotel = hotelOr404(params.hotelId);
    const limit = query.limit ?? 5;
    const rows = await db.query<{
      id: number;
      question: string;
      answers: { user: string; date: string; verified: boolean; answer: string }[];
      total: number;
    }>(
      `SELECT id, question, answers, count(*) OVER ()::int AS total FROM questions WHERE hotel_id = $1 AND status = 'published' ORDER BY id LIMIT $2 OFFSET $3`,
      [hotel.id, limit, ((query.page ?? 1) - 1) * limit],
    );
    return {
      title: `Questions about ${hotel.name}`,
      total: rows[0]?.total ?? 0,
      content: rows.map(({ total: _t, ...q }) => q),
    };
  });
  registerOperation(app, ctx, 'askHotelQuestion', async ({ params, body }) => {
    const hotel = hotelOr404(params.hotelId);
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO questions (hotel_id, question, status) VALUES ($1, $2, 'pending') RETURNING id`,
      [hotel.id, body.question.trim()],
    );
    return { id: row?.id ?? 0, status: 'pending' };
  });
}
