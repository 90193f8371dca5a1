import { homePath, listingPath, type ListingCatalogue } from '@nivaas/routes';

/**
 * How long the warm-up waits for the API's catalogue, from its start: `npm start` starts the API with the shell, and
 * the API migrates and seeds before it listens.
 */
export const WARM_UP_DEADLINE_MS = 60_000;
/**
 * Requests per page. A render past its budget is kept, so the second one normally has it; but a page that went out
 * without its API data (a starting API answering slowly) stays that way for the page resolver's FAILURE_RETRY_MS
 * (5 s), so the requests are spread with the backoff below over more than that: 0.25 + 0.5 + 1 + 2 + 4 s.
 */
export const WARM_UP_PAGE_ATTEMPTS = 6;
/** The backoff between requests (for the catalogue and for a page): 250 ms, doubled each time up to 4 s. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 4_000;
/** What a server-rendered page carries (server/ssr/server-renderer.ts SERVER_RENDER_ELEMENT_ID). */
const RENDERED_MARK = 'id="nivaas-ssr"';

const nextDelay = (ms: number) => Math.min(ms * 2, MAX_RETRY_MS);

/** One page through the server's own request handling (Fastify's inject, from createShellServer's onListen hook). */
export type WarmUpInject = (path: string) => Promise<{ readonly statusCode: number; readonly body: string }>;

export interface WarmUpOptions {
  readonly inject: WarmUpInject;
  /** The API's listing catalogue (rejects while the API is not up, or has no cities). */
  readonly catalogue: () => Promise<ListingCatalogue>;
  /** Called exactly once, with the outcome. */
  readonly log: (line: string) => void;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly deadlineMs?: number;
  readonly pageAttempts?: number;
}

export interface WarmedPage {
  readonly path: string;
  readonly rendered: boolean;
  readonly requests: number;
}

export type WarmUpOutcome =
  | { readonly kind: 'warmed'; readonly catalogueMs: number; readonly pages: readonly WarmedPage[] }
  | { readonly kind: 'no-catalogue'; readonly error: unknown }
  /** Anything else that went wrong (a broken clock or timer): the warm-up stops, the server goes on. */
  | { readonly kind: 'failed'; readonly error: unknown };

/** The pages a fresh process draws first: the home page and the listing of the catalogue's first city. */
export function warmUpPaths(catalogue: ListingCatalogue): string[] {
  const city = catalogue.cities[0];
  return [homePath(), ...(city ? [listingPath({ kind: 'city', city: city.slug })] : [])];
}

// unref: a pending warm-up never keeps the process alive.
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Requests the first pages a visitor would ask for once, right after start, so the cold code paths and reference
 * data are paid for by the server and not by the first visitor (Bengaluru's listing: ~480 ms cold, past the 400 ms
 * render budget, so the first visitor got it drawn in the browser). Waits for the API's catalogue first (with a
 * backoff, until the deadline): without the API no page is rendered anyway. Logs one line; never rejects.
 */
export async function warmUp(options: WarmUpOptions): Promise<WarmUpOutcome> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const started = now();
  const outcome = await (async (): Promise<WarmUpOutcome> => {
    const catalogue = await catalogueBy(started + (options.deadlineMs ?? WARM_UP_DEADLINE_MS), options, now, sleep);
    if ('error' in catalogue) return { kind: 'no-catalogue', error: catalogue.error };
    const catalogueMs = now() - started;
    const pages: WarmedPage[] = [];
    for (const path of warmUpPaths(catalogue.value))
      pages.push(await warmPage(path, options.inject, options.pageAttempts ?? WARM_UP_PAGE_ATTEMPTS, sleep));
    return { kind: 'warmed', catalogueMs, pages };
  })().catch((error: unknown): WarmUpOutcome => ({ kind: 'failed', error }));
  try {
    options.log(describe(outcome, now() - started));
  } catch {
    // A failing logger is no reason to fail the server.
  }
  return outcome;
}

async function catalogueBy(
  deadline: number,
  options: WarmUpOptions,
  now: () => number,
  sleep: (ms: number) => Promise<void>,
): Promise<{ value: ListingCatalogue } | { error: unknown }> {
  for (let delay = FIRST_RETRY_MS; ; delay = nextDelay(delay)) {
    try {
      return { value: await options.catalogue() };
    } catch (error) {
      const left = deadline - now();
      if (left <= 0) return { error };
      await sleep(Math.min(delay, left));
    }
  }
}

async function warmPage(
  path: string,
  inject: WarmUpInject,
  attempts: number,
  sleep: (ms: number) => Promise<void>,
): Promise<WarmedPage> {
  for (let request = 1, delay = FIRST_RETRY_MS; ; request++, delay = nextDelay(delay)) {
    const rendered = await Promise.resolve(path)
      .then(inject)
      .then(
        (response) => response.statusCode === 200 && response.body.includes(RENDERED_MARK),
        () => false,
      );
    if (rendered || request >= attempts) return { path, rendered, requests: request };
    await sleep(delay);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function describe(outcome: WarmUpOutcome, ms: number): string {
  if (outcome.kind === 'failed') return `shell warm-up stopped after ${seconds(ms)}: ${messageOf(outcome.error)}`;
  if (outcome.kind === 'no-catalogue')
    return `shell warm-up gave up after ${seconds(ms)}: no listing catalogue from the API (${messageOf(outcome.error)})`;
  const pages = outcome.pages.map(
    (page) =>
      `${page.path} ${page.rendered ? 'rendered' : 'NOT rendered'} (${page.requests} request${page.requests > 1 ? 's' : ''})`,
  );
  return `shell warm-up in ${seconds(ms)} (the API's catalogue after ${seconds(outcome.catalogueMs)}): ${pages.join(', ')}`;
}
