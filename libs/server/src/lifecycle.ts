import type { FastifyInstance } from 'fastify';

export type LifecycleState = 'starting' | 'ready' | 'draining';

/**
 * Where a server is in its life, for its readiness route: `starting` until it has everything it needs to answer
 * (migrations, catalogue), `ready`, then `draining` from a stop signal until it exits.
 */
export class Lifecycle {
  #state: LifecycleState = 'starting';
  #waiting = new Set<string>();

  get state(): LifecycleState {
    return this.#state;
  }

  /** What the instance still waits for before it is ready (named in the readiness answer). */
  get waitingFor(): readonly string[] {
    return [...this.#waiting];
  }

  /** Marks something the instance must have before it is ready; `done` when it is there. */
  waitFor(what: string): void {
    if (this.#state !== 'draining') this.#waiting.add(what);
  }

  done(what: string): void {
    this.#waiting.delete(what);
  }

  markReady(): void {
    if (this.#state === 'starting') this.#state = 'ready';
  }

  startDraining(): void {
    this.#state = 'draining';
  }

  /** Ready: started, nothing awaited, not draining. */
  get isReady(): boolean {
    return this.#state === 'ready' && this.#waiting.size === 0;
  }

  /** Why the instance is not ready, for the readiness answer and its log line. */
  get reason(): string | null {
    if (this.#state === 'draining') return 'draining: the instance is stopping';
    if (this.#state === 'starting') return 'starting';
    if (this.#waiting.size > 0) return `waiting for ${[...this.#waiting].join(', ')}`;
    return null;
  }
}

/**
 * The readiness route (a balancer sends traffic only to an instance that answers 200 here), and `Connection: close`
 * on every answer while draining so that kept-alive clients reconnect to another instance. The liveness route is
 * separate: a draining or busy instance is alive, and must not be restarted for it.
 */
export function installReadiness(app: FastifyInstance, lifecycle: Lifecycle, path: string): void {
  app.get(path, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const reason = lifecycle.reason;
    if (reason) return reply.code(503).send({ error: 'Not ready', errors: [reason] });
    return { status: 'ready' };
  });
  closeConnectionsWhileDraining(app, lifecycle);
}

/** `Connection: close` on every answer while draining: a kept-alive client reconnects, to another instance. */
export function closeConnectionsWhileDraining(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.state === 'draining') reply.header('connection', 'close');
  });
}

export interface DrainSettings {
  /** How long a draining instance keeps answering after its readiness turns 503, for the balancer to notice. */
  readonly delayMs: number;
  /** How long requests in flight may take to finish before the process gives up on them. */
  readonly timeoutMs: number;
}

/** DRAIN_DELAY_MS (default 2000 in production, 0 otherwise) and DRAIN_TIMEOUT_MS (default 10000). */
export function readDrainSettings(
  env: Readonly<Record<string, string | undefined>>,
  production: boolean,
): { settings: DrainSettings; invalid: string[] } {
  const invalid: string[] = [];
  const read = (name: string, fallback: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > max) {
      invalid.push(`${name} must be a whole number of milliseconds from 0 to ${max}`);
      return fallback;
    }
    return value;
  };
  return {
    settings: {
      delayMs: read('DRAIN_DELAY_MS', production ? 2_000 : 0, 60_000),
      timeoutMs: read('DRAIN_TIMEOUT_MS', 10_000, 300_000),
    },
    invalid,
  };
}

/**
 * Stops a server gracefully: readiness answers 503 at once, the server keeps answering for `delayMs` (the balancer
 * takes it out meanwhile), then it stops accepting and waits for the requests in flight (Fastify's close), at most
 * `timeoutMs`. Resolves true when everything finished in time. A second call returns the first one's promise.
 */
export function createDrain(
  app: FastifyInstance,
  lifecycle: Lifecycle,
  settings: DrainSettings,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): (signal: string) => Promise<boolean> {
  let draining: Promise<boolean> | null = null;
  return (signal) => {
    if (draining) return draining;
    lifecycle.startDraining();
    const started = Date.now();
    app.log.info({ signal, delay_ms: settings.delayMs, timeout_ms: settings.timeoutMs }, 'draining');
    draining = (async () => {
      await sleep(settings.delayMs);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((done) => {
        timer = setTimeout(() => done(false), settings.timeoutMs);
        timer.unref();
      });
      const closed = app.close().then(
        () => true,
        (error: unknown) => {
          app.log.error({ err: error }, 'closing failed');
          return false;
        },
      );
      const finished = await Promise.race([closed, timedOut]);
      clearTimeout(timer);
      if (finished) app.log.info({ ms: Date.now() - started }, 'drained; exiting');
      else app.log.error({ ms: Date.now() - started }, 'requests still in flight after DRAIN_TIMEOUT_MS; exiting');
      return finished;
    })();
    return draining;
  };
}

/** SIGTERM and SIGINT drain the server, then the process exits (0 when drained, 1 otherwise). */
export function drainOnSignals(drain: (signal: string) => Promise<boolean>, flush: () => void = () => undefined): void {
  const stop = (signal: string) => {
    void drain(signal).then((drained) => {
      flush();
      process.exit(drained ? 0 : 1);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * An exception nothing caught, or a promise rejection nothing handled, is written as one fatal line with its stack
 * (a log search finds it like any error) before the process exits; the supervisor starts it again.
 */
export function logProcessFailures(logger: { fatal: (object: object, message: string) => void; flush: () => void }) {
  const fail = (error: unknown, what: string) => {
    logger.fatal({ err: error }, what);
    logger.flush();
    process.exit(1);
  };
  process.on('uncaughtException', (error) => fail(error, 'uncaught exception; exiting'));
  process.on('unhandledRejection', (reason) => fail(reason, 'unhandled promise rejection; exiting'));
}
