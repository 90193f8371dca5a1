import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorBody } from '@nivaas/api-client/contract';
import type { AppContext } from '../../app-context';
import { badRequest, tooManyRequests } from '../../http/api-error';
import type { VitalHistogram, VitalName } from '../../observability/metrics';
import { checkBeacon } from './vitals-schema';

export const VITALS_PATH = '/api/vitals';
/** A beacon of 20 samples is ~3 KB; anything much larger is not the shell's. */
export const VITALS_BODY_LIMIT = 8 * 1024;
/** Beacons per client address a minute: a visit sends one or two, a carrier address is many visitors. */
const BEACONS_PER_ADDRESS_MINUTE = 120;

/**
 * POST /api/vitals: field Core Web Vitals from the shell (navigator.sendBeacon), recorded as histograms by route
 * family, device class and connection. Answers 204; 400 in the error shape when a sample is not one the shell
 * sends. Outside the contract: no client calls it through @nivaas/api-client, and it answers no data.
 */
export function registerVitalsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A child context, so the text/plain parser (sendBeacon with a string body) applies to this route alone.
  void app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('The beacon is not JSON'));
      }
    });
    const limited = addressLimiter(scope);
    scope.post(VITALS_PATH, {
      bodyLimit: VITALS_BODY_LIMIT,
      schema: {
        summary: 'Field Core Web Vitals of one page visit (sendBeacon)',
        tags: ['vitals'],
        // The body is checked by checkBeacon (see there); no schema here, so nothing coerces it first.
        response: { '4xx': ErrorBody },
      },
      handler: async (request, reply) => {
        if (limited) await limited(request);
        const checked = checkBeacon(request.body);
        if ('errors' in checked) throw badRequest('Invalid vitals', [...checked.errors]);
        const { samples } = checked;
        for (const sample of samples) {
          // web-vitals reports milliseconds; the histograms are in seconds (CLS has no unit).
          const value = sample.name === 'CLS' ? sample.value : sample.value / 1000;
          const histogram: VitalHistogram = ctx.metrics.vitals[sample.name as VitalName];
          histogram.observe(
            { route_family: sample.route_family, device: sample.device, connection: sample.connection },
            value,
          );
        }
        return reply.status(204).send();
      },
    });
  });
}

/** A per-address count when the abuse limits are on (RATE_LIMITS=off registers no limiter). */
function addressLimiter(scope: FastifyInstance): ((request: FastifyRequest) => Promise<void>) | null {
  if (!scope.hasDecorator('createRateLimit')) return null;
  const limiter = scope.createRateLimit({
    max: BEACONS_PER_ADDRESS_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `vitals:${request.ip}`,
  });
  return async (request) => {
    const verdict = await limiter(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      request.abuseLimitHit = 'vitals-address';
      throw tooManyRequests('Too many vitals beacons');
    }
  };
}
