import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { ratingAggregate, storeRatingAggregate } from './hotel-rating';
import { alreadyReviewed, assertMayReview, reviewableStays } from './review-rules';

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

  // The summary is computed from the same rows as the list, so they always agree (docs/rules.md 4: reviews).
  registerOperation(app, ctx, 'getReviews', async ({ params, query }) => {
    const hotel = hotelOr404(params.hotelId);
    const page = query.page ?? 1;
    const limit = query.limit ?? REVIEWS_PAGE_SIZE;
    const rows = await db.query<ReviewRow>(
      'SELECT * FROM reviews WHERE hotel_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
      [hotel.id, limit, (page - 1) * limit],
    );
    const summary = await ratingAggregate(db, hotel.id);
    return {
      hotel_id: hotel.id,
      totalCount: summary.count,
      page,
      reviewSummary: summary,
      userReviews: rows.map(toReview),
    };
  });

  registerOperation(app, ctx, 'getReviewableStays', async ({ params, user }) => {
    const hotel = hotelOr404(params.hotelId);
    return { stays: await reviewableStays(db, user!.id, hotel.id) };
  });

  // One review per completed stay; the hotel's rating moves in the same transaction (details and listings read it).
  registerOperation(app, ctx, 'submitReview', async ({ params, body, user }) => {
    const hotel = hotelOr404(params.hotelId);
    const orderId = body.order_id.trim();
    // docs/rules.md 5: blank means blank after trimming.
    const problems = [
      ...(body.title.trim() ? [] : ['title must not be blank']),
      ...(body.text.trim().length >= 10 ? [] : ['text must have at least 10 characters besides spaces']),
    ];
    if (problems.length) throw badRequest('Invalid review', problems);
    await assertMayReview(db, user!.id, hotel.id, orderId);
    const name = [user!.first_name, user!.last_name.slice(0, 1)].filter(Boolean).join(' ') || 'Guest';
    try {
      const { row, aggregate } = await db.transaction(async (tx) => {
        const [inserted] = await tx.query<ReviewRow>(
          `INSERT INTO reviews (hotel_id, user_name, user_id, rating, title, text, source, order_id)
           VALUES ($1, $2, $3, $4, $5, $6, 'nivaas', $7) RETURNING *`,
          [hotel.id, name, user!.id, body.rating, body.title.trim(), body.text.trim(), orderId],
        );
        return { row: inserted, aggregate: await storeRatingAggregate(tx, hotel.id) };
      });
      if (!row) throw new Error('review insert returned nothing');
      catalogue.setRating(hotel.id, aggregate.rating, aggregate.count);
      return toReview(row);
    } catch (error) {
      // Two submissions of one stay raced past the check: the unique index lets one in.
      if ((error as { code?: string }).code === '23505') throw alreadyReviewed(orderId);
      throw error;
    }
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
