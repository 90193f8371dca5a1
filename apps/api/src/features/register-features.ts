import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerOperation } from '../http/register-operation';
import { registerAuthRoutes } from './auth/auth-routes';
import { registerBookingRoutes } from './bookings/booking-routes';
import { loadCatalogue, type Catalogue } from '../catalogue/catalogue-store';
import { registerCatalogueRoutes } from './catalogue/catalogue-routes';
import { registerCheckoutRoutes } from './checkout/checkout-routes';
import { registerContentRoutes } from './content/content-routes';
import { registerFeedbackRoutes } from './engagement/feedback-routes';
import { registerReviewRoutes } from './engagement/review-routes';
import { registerWalletRoutes } from './engagement/wallet-routes';
import { registerImageRoutes } from './images/image-routes';
import { registerOutboxRoutes } from './notifications';
import { registerPaymentRoutes } from './payments/payment-routes';
import { registerPricingRoutes } from './pricing/pricing-routes';
import { registerProfileRoutes } from './profile/profile-routes';
import { registerRequestMetrics } from '../observability/metrics';
import { registerVitalsRoutes } from './vitals/vitals-routes';

/** Registers every feature's routes on one catalogue, loaded here and returned (buildApp keeps it current). */
export async function registerFeatures(app: FastifyInstance, ctx: AppContext): Promise<Catalogue> {
  const catalogue = await loadCatalogue(ctx.db);
  // First, so every route below (and the 404 handler) is timed.
  registerRequestMetrics(app, ctx.metrics);
  ctx.metrics.watch({ queue: () => ctx.notifications.queue.stats(), pool: ctx.db.poolStats });
  registerOperation(app, ctx, 'health', async () => ({ status: 'ok' }));
  // Readiness: 503 while the instance starts or drains (answered, not thrown: it is no failure, and a balancer asks
  // twice a second while it drains).
  registerOperation(app, ctx, 'ready', async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    const reason = ctx.lifecycle.reason;
    if (!reason) return { status: 'ready' };
    reply.status(503);
    return { error: 'Not ready', errors: [reason] } as unknown as { status: string };
  });
  registerCatalogueRoutes(app, ctx, catalogue);
  registerPricingRoutes(app, ctx, catalogue);
  registerAuthRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx, catalogue);
  registerPaymentRoutes(app, ctx, catalogue);
  registerBookingRoutes(app, ctx, catalogue);
  registerContentRoutes(app, ctx, catalogue);
  registerFeedbackRoutes(app, ctx, catalogue);
  registerReviewRoutes(app, ctx, catalogue);
  registerWalletRoutes(app, ctx, catalogue);
  registerOutboxRoutes(app, ctx);
  registerImageRoutes(app, catalogue);
  registerVitalsRoutes(app, ctx);
  return catalogue;
}
