import Fastify, { type FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import {
  closeConnectionsWhileDraining,
  installAccessLog,
  Lifecycle,
  observedServerOptions,
  readOverloadSettings,
  registerOverloadProtection,
} from '@nivaas/server';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openDatabase } from './db/database';
import { migrateUnderLock } from './db/migrate';
import { seedIfEmpty } from './seed/seed';
import { seedDemoStays } from './seed/seed-demo-stays';
import { pricingFromEnv, type PricingConfig } from './pricing/pricing-config';
import { answerFrameworkError, installErrorHandling } from './http/error-handler';
import { registerRateLimits } from './http/rate-limits-register';
import { trustedProxies } from './http/rate-limits-client-address';
import type { AppContext } from './app-context';
import { readAppConfig } from './app-config';
import { createCaptcha, createGoogleSimulatorKeys, type GoogleSimulatorKeys } from './features/auth';
import { registerFeatures } from './features/register-features';
import { createNotifications, createProviders, readQueueSettings } from './features/notifications';
import { schedulePurge } from './maintenance/purge-schedule';
import { registerRequestLocale } from './i18n/request-locale';
import { startCatalogueInvalidation } from './catalogue/catalogue-invalidation';
import { createApiMetrics } from './observability/metrics';

export interface BuildAppOptions {
  /** PGlite data directory; ignored with databaseUrl or inMemory. */
  dataDir?: string;
  /** postgres://... switches from PGlite to a PostgreSQL server. */
  databaseUrl?: string;
  /** Fresh seeded in-memory PGlite (tests). */
  inMemory?: boolean;
  /** Where log lines go (main.ts: @nivaas/server's createLogger); none by default (tests). */
  logger?: Logger;
  production?: boolean;
  pricing?: Partial<PricingConfig>;
  gatewayKeySecret?: string;
  googleJwksUrl?: string;
  googleClientId?: string;
  /** Overrides GOOGLE_SIGN_IN: `google` (Google's issuer; tests sign with a local key) or `simulator`. */
  googleSignIn?: 'google' | 'simulator';
  /** The simulator's keys (tests keep its private key); made at start otherwise. */
  googleSimulatorKeys?: GoogleSimulatorKeys;
  phonepeVerifyUrl?: string | null;
  /** Clock for pending-payment hold expiry (tests move it forward instead of waiting). */
  now?: () => Date;
  /** Minutes an unpaid pay-now / part-pay booking holds its rooms (default PENDING_HOLD_MINUTES or 15). */
  holdMinutes?: number;
  /** Where configuration is read from (default process.env): gateway, OTP pepper, notification providers. */
  env?: Readonly<Record<string, string | undefined>>;
  /** What notification providers call instead of the global fetch (tests). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Where a failed notification is reported (default the logger, at warn). */
  warn?: (line: string) => void;
  /**
   * false: the messages' worker does not poll or sweep (tests then call ctx.notifications.queue.drain()/runOnce()).
   * Default true.
   */
  messageWorker?: boolean;
  /** The jitter of message retries, in [0, 1) (tests fix it). */
  random?: () => number;
}

/** Builds the API (database migrated and seeded) without listening, so callers may add routes first. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance & { ctx: AppContext }> {
  const production = options.production ?? false;
  // Before anything opens: production without real secrets never starts (the message names them).
  const config = readAppConfig(options.env ?? process.env, production, {
    gatewayKeySecret: options.gatewayKeySecret,
    ...(options.googleSignIn ? { googleSignIn: options.googleSignIn } : {}),
  });
  const queue = readQueueSettings(options.env ?? process.env);
  if (queue.invalid.length) throw new Error(`Invalid message queue settings: ${queue.invalid.join(', ')}`);
  // With the embedded database (PGlite) every query runs on the event loop, so its delay measures the queries, not
  // the load: protection is then off unless OVERLOAD_MAX_EVENT_LOOP_DELAY_MS says otherwise.
  const embedded = options.inMemory || !(options.databaseUrl ?? (options.env ?? process.env)['DATABASE_URL']);
  const overloadEnv = options.env ?? process.env;
  const overload = readOverloadSettings(
    embedded && overloadEnv['OVERLOAD_MAX_EVENT_LOOP_DELAY_MS'] === undefined
      ? { ...overloadEnv, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' }
      : overloadEnv,
  );
  if (overload.invalid.length) throw new Error(`Invalid overload settings: ${overload.invalid.join(', ')}`);
  const logger = options.logger ?? pino({ level: 'silent' });
  // What the instance reports that is not a request's: a failed message, a lost catalogue notice, Redis away.
  const warn = options.warn ?? ((line: string) => logger.warn(line));
  const lifecycle = new Lifecycle();
  const db = await openDatabase(
    options.inMemory
      ? {}
      : { databaseUrl: options.databaseUrl, dataDir: options.dataDir, poolSize: config.environment.DATABASE_POOL_SIZE },
  );
  const pricing: PricingConfig = { ...pricingFromEnv(config.environment), ...options.pricing };
  // Everything that writes at start (schema, catalogue, translations, demo stays) runs under one advisory lock:
  // instances started together on one fresh PostgreSQL take turns, and the later ones find it all done.
  const { result: seed } = await migrateUnderLock(db, async () => {
    const seeded = await seedIfEmpty(db);
    await seedDemoStays(db, pricing);
    return seeded;
  });
  const now = options.now ?? (() => new Date());
  // What calls to other services go through (notification providers, hCaptcha): tests pass a fake.
  const outbound = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  // The simulator's key pair is made here, once per process (never in production: readAppConfig refused it there).
  const googleSimulator =
    config.google.provider === 'simulator' && !production
      ? (options.googleSimulatorKeys ?? (await createGoogleSimulatorKeys({ now })))
      : null;
  // The server the routes are added to; the simulator's key set URL is its own address, known once it listens.
  let server: FastifyInstance | null = null;
  const ctx: AppContext = {
    db,
    lifecycle,
    pricing,
    production,
    gateway: config.gateway,
    get googleJwksUrl() {
      return options.googleJwksUrl ?? config.google.jwksUrl ?? ownUrl(server, '/api/dev/google/certs');
    },
    googleClientId: options.googleClientId ?? config.google.clientId,
    googleIssuers: config.google.issuers,
    googleSimulator,
    phonepeVerifyUrl: options.phonepeVerifyUrl ?? config.environment.PHONEPE_VERIFY_URL ?? null,
    otpPepper: config.otpPepper,
    captcha: createCaptcha(config.captcha, { db, pepper: config.otpPepper, fetch: outbound }),
    now,
    holdMinutes: options.holdMinutes ?? holdMinutesFromEnv(config.environment.PENDING_HOLD_MINUTES),
    notifications: createNotifications({
      db,
      siteUrl: config.siteUrl,
      brand: config.brand,
      providers: createProviders(config.notifiers, outbound),
      warn,
      redactSecrets: production,
      queue: queue.settings,
      now,
      ...(options.random ? { random: options.random } : {}),
    }),
    metrics: createApiMetrics(),
  };
  const app = Fastify({
    // JSON lines with the request id on each, one access line per request, secrets and personal data redacted.
    ...observedServerOptions(logger),
    // Malformed addresses and over-long path parameters answer in the error shape too.
    frameworkErrors: answerFrameworkError,
    trustProxy: trustedProxies(options.env ?? process.env),
    // Query arrays and numbers arrive as strings; coerce them to what the contract declares.
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: true } },
  });
  server = app;
  if (seed.seeded) app.log.info({ ms: seed.ms }, 'seeded the catalogue');
  installAccessLog(app);
  closeConnectionsWhileDraining(app, lifecycle);
  installErrorHandling(app);
  // An instance whose event loop is a second behind refuses new work at once (503, Retry-After) rather than letting
  // it queue until the balancer times out; liveness still answers, so it is not restarted for being busy.
  await registerOverloadProtection(
    app,
    overload.settings,
    () => ({
      error: 'The server is busy',
      errors: ['The server is busy; try again in a few seconds'],
    }),
    { exempt: ['/api/health'], onRefused: (kind) => ctx.metrics.overloadRefusals.inc({ kind }) },
  );
  // A city's listing is ~670 KB of JSON (160 hotels with prices): ~10x smaller compressed, which is
  // seconds on a slow mobile network. Brotli at a quality cheap enough to run per response.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerRequestLocale(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Nivaas booking API',
        version: '1.0.0',
        description: 'Reference booking API. Every call comes from libs/api-client/contract.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await registerRateLimits(app, options.env ?? process.env, production);
  const catalogue = await registerFeatures(app, ctx);
  // Another instance's (or an operator's) change to a hotel, its rooms, policies or the coupons reaches this one's
  // catalogue and caches within a second: the database announces it (catalogue/catalogue-invalidation.ts).
  const invalidation = await startCatalogueInvalidation(db, catalogue, { log: warn });
  schedulePurge(app, ctx, options.env ?? process.env);
  // Every instance sends queued messages (README "Messages"); closing waits for its sends in flight (bounded).
  if (options.messageWorker !== false) ctx.notifications.queue.start();
  app.addHook('onClose', async () => {
    lifecycle.startDraining();
    await invalidation.close();
    await ctx.notifications.queue.stop();
    await db.close();
  });
  // Migrated, seeded, the catalogue loaded and every route in place: the readiness route answers 200 from here.
  lifecycle.markReady();
  return Object.assign(app, { ctx }) as unknown as FastifyInstance & { ctx: AppContext };
}

/**
 * A URL of this API at the address it listens on (a wildcard address is reached on the loopback), for the calls it
 * makes to itself: the Google simulator's key set, fetched as Google's would be. Throws while it does not listen.
 */
function ownUrl(server: FastifyInstance | null, path: string): string {
  const address = server?.server.address();
  if (!address || typeof address === 'string') throw new Error('The API does not listen yet');
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}${path}`;
}

/** A positive number of minutes, else the default 15 (a typo must not make holds last forever or zero). */
function holdMinutesFromEnv(value: string | undefined): number {
  const minutes = Number(value);
  return value && Number.isFinite(minutes) && minutes > 0 ? minutes : 15;
}
