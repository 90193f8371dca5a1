import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import type { Catalogue } from '../../catalogue/catalogue-store';

interface FeedbackRow {
  id: string;
  order_id: string;
  rating: number | null;
  review_text: string;
  others: string[];
  submitted: boolean;
  hotel_id: number;
}

/** Feedback of a stay, addressed by the unguessable id of the feedback link (96 random bits). */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const { db } = ctx;
  const load = async (id: string) => {
    const [row] = await db.query<FeedbackRow>(
      'SELECT f.*, b.hotel_id FROM feedbacks f JOIN bookings b ON b.order_id = f.order_id WHERE f.id = $1',
      [id],
    );
    if (!row) throw notFound('Feedback not found');
    return {
      id: row.id,
      order_id: row.order_id,
      hotel_name: catalogue.hotelsById.get(row.hotel_id)?.name ?? '',
      rating: row.rating,
      review_text: row.review_text,
      others: row.others,
      submitted: row.submitted,
    };
  };
  const save = async (body: { feedback_id: string; rating: number; review_text?: string; others?: string[] }) => {
    const rows = await db.query(
      'UPDATE feedbacks SET rating = $2, review_text = $3, others = $4, submitted = true WHERE id = $1 RETURNING id',
      [body.feedback_id, body.rating, body.review_text?.trim() ?? '', body.others ?? []],
    );
    if (!rows.length) throw notFound('Feedback not found');
    return load(body.feedback_id);
  };
  registerOperation(app, ctx, 'getFeedback', async ({ params }) => load(params.id));
  registerOperation(app, ctx, 'updateFeedback', async ({ body }) => save(body));
  registerOperation(app, ctx, 'submitFeedbackV2', async ({ body }) => save(body));
}
