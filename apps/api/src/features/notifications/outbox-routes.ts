import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerOperation } from '../../http/register-operation';
import { outboxFor } from './outbox-store';

/**
 * GET /api/dev/outbox/?to=: what was sent to a mobile (as typed, or with its country code) or an
 * email, newest first, once none of them waits for its first attempt (bounded). Development only, like the OTP inbox: never registered in production (404).
 */
export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.production) return;
  registerOperation(app, ctx, 'getDevOutbox', async ({ query }) => {
    // A message queued a moment ago (a booking's, with a provider configured) is given up to 2 s to go
    // first, so a test reading the outbox right after booking sees it settled.
    await ctx.notifications.queue.settled(query.to);
    const rows = await outboxFor(ctx.db, query.to);
    return {
      data: rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.to,
        kind: r.kind,
        order_id: r.order_id,
        subject: r.subject,
        body: r.body,
        links: r.links,
        created_at: new Date(r.created_at).toISOString(),
      })),
    };
  });
}
