import type { FastifyInstance } from 'fastify';
import { todayInKolkata } from '@nivaas/domain';
import { feedbackAvailability, type FeedbackAvailability } from '@nivaas/domain/booking';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { FEEDBACK_REASONS } from '../content';

interface FeedbackRow {
  id: string;
  order_id: string;
  rating: number | null;
  review_text: string;
  others: string[];
  submitted: boolean;
  hotel_id: number;
  checkin: string;
  checkout: string;
  status: string;
}

/** "12 Dec": a day as the refusal names it (days are calendar days, formatted in UTC). */
const DAY_MONTH = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonth = (day: string) => DAY_MONTH.format(new Date(`${day}T00:00:00Z`));

/** Why a save is refused when feedback is not open. */
function closedReason(availability: Exclude<FeedbackAvailability, 'open'>, opensOn: string): string {
  return availability === 'cancelled'
    ? 'Feedback is only for stays: this booking was cancelled'
    : `Feedback opens after your stay, on ${dayMonth(opensOn)}`;
}

/**
 * Feedback of a stay, addressed by the unguessable id of the feedback link (96 random bits). It opens
 * on the check-out day (Asia/Kolkata, app clock) of a booking that was not cancelled or expired; a
 * save before that is 400 with the reason, and "others" must be among the content's `feedback`
 * reasons. Saving again changes it (the /change/ page).
 */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const { db } = ctx;
  const find = async (id: string) => {
    const [row] = await db.query<FeedbackRow>(
      `SELECT f.*, b.hotel_id, b.checkin, b.checkout, b.status
         FROM feedbacks f JOIN bookings b ON b.order_id = f.order_id WHERE f.id = $1`,
      [id],
    );
    if (!row) throw notFound('Feedback not found');
    return row;
  };
  const availabilityOf = (row: FeedbackRow) =>
    feedbackAvailability(row.checkout, row.status, todayInKolkata(ctx.now()));
  const view = (row: FeedbackRow) => ({
    id: row.id,
    order_id: row.order_id,
    hotel_name: catalogue.hotelsById.get(row.hotel_id)?.name ?? '',
    checkin: row.checkin,
    checkout: row.checkout,
    availability: availabilityOf(row),
    opens_on: row.checkout,
    reasons: [...FEEDBACK_REASONS],
    rating: row.rating,
    review_text: row.review_text,
    others: row.others,
    submitted: row.submitted,
  });
  const save = async (body: { feedback_id: string; rating: number; review_text?: string; others?: string[] }) => {
    const row = await find(body.feedback_id);
    const availability = availabilityOf(row);
    if (availability !== 'open') {
      const reason = closedReason(availability, row.checkout);
      throw badRequest(reason, [reason]);
    }
    const others = [...new Set(body.others ?? [])];
    const unknown = others.filter((o) => !FEEDBACK_REASONS.includes(o));
    if (unknown.length)
      throw badRequest('Choose from the listed reasons', [
        `others: ${unknown.map((o) => JSON.stringify(o)).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not among the reasons`,
      ]);
    await db.query('UPDATE feedbacks SET rating = $2, review_text = $3, others = $4, submitted = true WHERE id = $1', [
      row.id,
      body.rating,
      body.review_text?.trim() ?? '',
      others,
    ]);
    return view(await find(row.id));
  };
  registerOperation(app, ctx, 'getFeedback', async ({ params }) => view(await find(params.id)));
  registerOperation(app, ctx, 'updateFeedback', async ({ body }) => save(body));
  registerOperation(app, ctx, 'submitFeedbackV2', async ({ body }) => save(body));
}
