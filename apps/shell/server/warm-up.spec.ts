/** @jest-environment node */
import type { ListingCatalogue } from '@nivaas/routes';
import { FAILURE_RETRY_MS } from './page-resolver';
import { WARM_UP_DEADLINE_MS, WARM_UP_PAGE_ATTEMPTS, warmUp, warmUpPaths, type WarmUpOptions } from './warm-up';

const CATALOGUE: ListingCatalogue = {
  cities: [
    { slug: 'bengaluru', localities: ['koramangala'] },
    { slug: 'goa', localities: [] },
  ],
  amenities: ['wifi'],
  categories: ['budget-hotels'],
};
const RENDERED = '<div id="root"><main>drawn</main></div><script type="application/json" id="nivaas-ssr">{}</script>';
const UNRENDERED = '<div id="root"></div>';

/** Far more sleeps than any case needs: a warm-up that loops for ever fails its test instead of hanging it. */
const RUNAWAY_SLEEPS = 100;

/** A clock that only moves when the warm-up sleeps: no real timers. */
function harness(overrides: Partial<WarmUpOptions> = {}) {
  let clock = 1_000;
  const requested: string[] = [];
  const sleeps: number[] = [];
  const lines: string[] = [];
  const options: WarmUpOptions = {
    inject: async (path) => {
      requested.push(path);
      return { statusCode: 200, body: RENDERED };
    },
    catalogue: async () => CATALOGUE,
    log: (line) => lines.push(line),
    now: () => clock,
    sleep: async (ms) => {
      if (sleeps.length >= RUNAWAY_SLEEPS) throw new Error('the warm-up did not stop');
      sleeps.push(ms);
      clock += ms;
    },
    ...overrides,
  };
  return { options, requested, sleeps, lines, advance: (ms: number) => (clock += ms) };
}

describe('warmUpPaths', () => {
  it('given a catalogue, then the home page and the first city listing, built by the route helpers', () => {
    expect(warmUpPaths(CATALOGUE)).toEqual(['/', '/hotels-in-bengaluru/']);
  });

  it('given a catalogue without cities, then the home page alone', () => {
    expect(warmUpPaths({ ...CATALOGUE, cities: [] })).toEqual(['/']);
  });
});

describe('warmUp', () => {
  it('given the API up, when it warms up, then / and the first listing are requested once each, in order, and one line is logged', async () => {
    const { options, requested, sleeps, lines } = harness();
    await expect(warmUp(options)).resolves.toEqual({
      kind: 'warmed',
      catalogueMs: 0,
      pages: [
        { path: '/', rendered: true, requests: 1 },
        { path: '/hotels-in-bengaluru/', rendered: true, requests: 1 },
      ],
    });
    expect(requested).toEqual(['/', '/hotels-in-bengaluru/']);
    expect(sleeps).toEqual([]);
    expect(lines).toEqual([
      "shell warm-up in 0.0 s (the API's catalogue after 0.0 s): / rendered (1 request), /hotels-in-bengaluru/ rendered (1 request)",
    ]);
  });

  it('given the API not up yet, when the catalogue fails three times, then it is asked again with a growing backoff and the pages follow', async () => {
    let calls = 0;
    const { options, requested, sleeps, lines } = harness({
      catalogue: async () => {
        calls += 1;
        if (calls <= 3) throw new Error('connect ECONNREFUSED 127.0.0.1:3333');
        return CATALOGUE;
      },
    });
    const outcome = await warmUp(options);
    expect(outcome.kind).toBe('warmed');
    expect(calls).toBe(4);
    expect(sleeps).toEqual([250, 500, 1000]);
    expect(requested).toEqual(['/', '/hotels-in-bengaluru/']);
    expect(lines).toEqual([
      "shell warm-up in 1.8 s (the API's catalogue after 1.8 s): / rendered (1 request), /hotels-in-bengaluru/ rendered (1 request)",
    ]);
  });

  it('given the API never answers, when the deadline passes, then it gives up with one line, requests no page and does not throw', async () => {
    const { options, requested, sleeps, lines } = harness({
      catalogue: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:3333');
      },
    });
    await expect(warmUp(options)).resolves.toMatchObject({ kind: 'no-catalogue' });
    expect(requested).toEqual([]);
    // The backoff is capped (4 s) and the last sleep ends exactly at the deadline, never past it.
    expect(Math.max(...sleeps)).toBe(4_000);
    expect(sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(WARM_UP_DEADLINE_MS);
    expect(lines).toEqual([
      'shell warm-up gave up after 60.0 s: no listing catalogue from the API (connect ECONNREFUSED 127.0.0.1:3333)',
    ]);
  });

  it('given a slow catalogue call, then the deadline is measured from the start of the warm-up, not per call', async () => {
    let calls = 0;
    const h = harness({
      deadlineMs: 10_000,
      catalogue: async () => {
        calls += 1;
        h.advance(3_000); // each call hangs for 3 s before it fails
        throw new Error('timeout');
      },
    });
    await warmUp(h.options);
    // 3 s + 0.25 s, 3 s + 0.5 s, 3 s + 0.25 s (the rest) = 10 s, then one last call, and no more.
    expect(h.sleeps).toEqual([250, 500, 250]);
    expect(calls).toBe(4);
  });

  it('given a render past its budget, when the first request comes back unrendered, then the page is asked again until it is rendered', async () => {
    const answers: Record<string, string[]> = {
      '/': [RENDERED],
      '/hotels-in-bengaluru/': [UNRENDERED, UNRENDERED, RENDERED],
    };
    const { options, requested, sleeps, lines } = harness({
      inject: async (path) => {
        requested.push(path);
        return { statusCode: 200, body: answers[path]?.shift() ?? UNRENDERED };
      },
    });
    const outcome = await warmUp(options);
    expect(requested).toEqual(['/', '/hotels-in-bengaluru/', '/hotels-in-bengaluru/', '/hotels-in-bengaluru/']);
    expect(sleeps).toEqual([250, 500]);
    expect(outcome).toEqual({
      kind: 'warmed',
      catalogueMs: 0,
      pages: [
        { path: '/', rendered: true, requests: 1 },
        { path: '/hotels-in-bengaluru/', rendered: true, requests: 3 },
      ],
    });
    expect(lines).toEqual([
      "shell warm-up in 0.8 s (the API's catalogue after 0.0 s): / rendered (1 request), /hotels-in-bengaluru/ rendered (3 requests)",
    ]);
  });

  it('given a page never rendered (a request that throws or rejects, an error status, the default HTML), then it stops at its attempt limit, goes on to the next page and does not throw', async () => {
    let homeRequests = 0;
    const { options, requested, sleeps, lines } = harness({
      inject: (path) => {
        requested.push(path);
        if (path !== '/') return Promise.resolve({ statusCode: 200, body: RENDERED });
        homeRequests += 1;
        if (homeRequests === 1) throw new Error('inject threw');
        if (homeRequests === 2) return Promise.reject(new Error('inject rejected'));
        // A 500 page carrying the mark is still no rendered page.
        return Promise.resolve(
          homeRequests === 3 ? { statusCode: 500, body: RENDERED } : { statusCode: 200, body: UNRENDERED },
        );
      },
    });
    const outcome = await warmUp(options);
    expect(homeRequests).toBe(WARM_UP_PAGE_ATTEMPTS);
    expect(requested.filter((path) => path === '/hotels-in-bengaluru/')).toHaveLength(1);
    expect(sleeps).toEqual([250, 500, 1000, 2000, 4000]);
    expect(outcome).toEqual({
      kind: 'warmed',
      catalogueMs: 0,
      pages: [
        { path: '/', rendered: false, requests: WARM_UP_PAGE_ATTEMPTS },
        { path: '/hotels-in-bengaluru/', rendered: true, requests: 1 },
      ],
    });
    expect(lines).toEqual([
      "shell warm-up in 7.8 s (the API's catalogue after 0.0 s): / NOT rendered (6 requests), /hotels-in-bengaluru/ rendered (1 request)",
    ]);
  });

  // Seen on a stack start: the API answered the catalogue but was slow for a few seconds, the first requests went out
  // without their API data, and the page resolver kept them so for FAILURE_RETRY_MS; five requests 0.5 s apart all
  // saw that and the warm-up warmed nothing.
  it('given pages degraded by a slow API, then the requests for a page span more than the resolver keeps a failure', async () => {
    const { options, sleeps } = harness({ inject: async () => ({ statusCode: 200, body: UNRENDERED }) });
    await warmUp(options);
    const perPage = sleeps.slice(0, WARM_UP_PAGE_ATTEMPTS - 1);
    expect(perPage.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThan(FAILURE_RETRY_MS);
  });

  it('given a smaller attempt limit, then it is the limit', async () => {
    const { options, requested } = harness({
      pageAttempts: 2,
      inject: async (path) => {
        requested.push(path);
        return { statusCode: 200, body: UNRENDERED };
      },
    });
    await warmUp(options);
    expect(requested).toEqual(['/', '/', '/hotels-in-bengaluru/', '/hotels-in-bengaluru/']);
  });

  it('given a logger that throws or a sleep that rejects, then the warm-up still resolves: it never takes the server down', async () => {
    const throwing = harness({
      log: () => {
        throw new Error('stdout closed');
      },
    });
    await expect(warmUp(throwing.options)).resolves.toMatchObject({ kind: 'warmed' });
    const lines: string[] = [];
    const broken = harness({
      log: (line) => lines.push(line),
      catalogue: async () => {
        throw new Error('down');
      },
      sleep: async () => {
        throw new Error('timer gone');
      },
    });
    await expect(warmUp(broken.options)).resolves.toMatchObject({ kind: 'failed' });
    expect(lines).toEqual(['shell warm-up stopped after 0.0 s: timer gone']);
  });
});
