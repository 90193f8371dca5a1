import { inRequestLocale } from './request-locale';
import {
  isRouteNotFound,
  isServerRendered,
  matchRoute,
  type RemoteModule,
  type RemoteName,
  type ScreenDefinition,
  type RouteMatch,
} from '@nivaas/routes';
import type { Locale } from '@nivaas/i18n';
import { joinStyles, stylesheetElement, type InlineStyles } from './inline-styles';
import type { ShellStyles } from './shell-styles';
import { compressPage, type HtmlDocument } from '../html-document';
import { createTtlCache } from '../ttl-cache';
import type { RenderOutcome, ShellMetrics } from '../observability/metrics';
import type { RemoteServerModules, ServerRemote } from './remote-server-modules';
import type { RenderScreen } from './render-bundle';
import { DEFAULT_RENDER_BUDGET_MS } from '../server-config';
import { composeHead, composePage, unrenderedRest } from './compose-page';

export { composePage, SERVER_RENDER_ELEMENT_ID } from './compose-page';

/** Rendered pages kept per process (anonymous HTML, by URL, locale and release). */
const MAX_RENDERED_PAGES = 300;
/** How long a rendered page is reused: the content revalidation of docs/rules.md section 9 (840 s), under the route's hour. */
export const RENDERED_PAGE_TTL_MS = 840_000;

export interface ServerRenderRequest {
  readonly match: RouteMatch;
  readonly pathname: string;
  readonly search: string;
  /** The page as it goes out today: the shell's HTML with the route's head, and an empty #root. */
  readonly html: string;
  /** The locale to write it in (the visitor's Accept-Language): part of the kept page's key. */
  readonly locale: Locale;
}

export interface ServerRendererOptions {
  readonly modules: RemoteServerModules;
  /** Fetches the screens' stylesheets from the remotes (tests pass a fake). */
  readonly fetch?: typeof fetch;
  readonly renderScreen: RenderScreen;
  /** The shell's stylesheets (shell-styles.ts): the layout's first in the head of every rendered page. */
  readonly shellStyles?: ShellStyles | null;
  readonly customerCarePhone: string;
  readonly budgetMs?: number;
  /** Renders drawn at once (MAX_CONCURRENT_RENDERS); a page that would start one more goes out to be drawn in the browser. */
  readonly maxConcurrentRenders?: number;
  readonly now?: () => number;
  /** Called once per failure streak of a route's screen (not per request): the page still goes out. */
  readonly onFailure?: (what: string, error: unknown) => void;
  /** Counts each render's outcome and the kept pages' hits (observability/metrics.ts). */
  readonly metrics?: Pick<ShellMetrics, 'render' | 'cache'>;
}

/** A server-rendered page, whole, and the hashes of its inline stylesheets, which its CSP must allow. */
export interface RenderedPage {
  readonly document: HtmlDocument;
  /** `'sha256-…'` sources for the page's `style-src` (its inline stylesheets). */
  readonly styleHashes: readonly string[];
}

/**
 * A page whose screen is still being drawn: its head goes out at once (the browser starts on the stylesheets and the
 * scripts it names while the server waits for the screen's data), the rest when the screen is drawn.
 */
export interface StreamedPage {
  /** The page up to and including `<div id="root">`: the route's head, the inline stylesheets, `<html lang>`. */
  readonly head: string;
  /** `'sha256-…'` sources for the page's `style-src`: known before the screen is drawn, so the CSP goes out first. */
  readonly styleHashes: readonly string[];
  /**
   * What follows the head: the drawn screen and its render state; or, when the screen is not drawn within the budget
   * (slow, failing, too many renders), the page's rest as it goes out unrendered, drawn in the browser with its
   * Retry. Never rejects.
   */
  readonly rest: Promise<{ readonly html: string; readonly drawn: boolean }>;
}

/** What the server sends for a page it renders: a page already drawn and kept, whole, or one streamed as it is drawn. */
export type PageRender =
  { readonly kind: 'kept'; readonly page: RenderedPage } | ({ readonly kind: 'streamed' } & StreamedPage);

export interface ServerRenderer {
  /** How the page goes out with its screen drawn, or null: then it goes out as it would without server rendering. */
  render(request: ServerRenderRequest): Promise<PageRender | null>;
}

/**
 * Renders drawn at once by one shell server. Each URL (with its query) is its own page, so a crawler or an attacker
 * asking for endless query variants would otherwise start endless renders, each calling the API, and slow the API
 * for everyone (a render past its budget goes on for up to RENDER_HARD_LIMIT_MS). Past this, a page that is not
 * already kept goes out as it would without server rendering. The same URL asked for at once shares one render.
 */
export const MAX_CONCURRENT_RENDERS = 4;

class RenderBusyError extends Error {
  constructor(max: number) {
    super(`${max} server renders are already running`);
    this.name = 'RenderBusyError';
  }
}

class RenderBudgetError extends Error {
  constructor(ms: number) {
    super(`No server render within ${ms} ms`);
    this.name = 'RenderBudgetError';
  }
}

/** A render's outcome for the metrics: past its budget, too busy (drawn in the browser), or failed. */
function outcomeOf(error: unknown): RenderOutcome {
  if (error instanceof RenderBudgetError) return 'over_budget';
  if (error instanceof RenderBusyError || isRouteNotFound(error)) return 'browser';
  return 'failed';
}

/**
 * A screen whose server markup has `style="…"` attributes. A page's CSP goes out with its head, before the screen is
 * drawn, so it cannot allow them by hash; the browser would drop them. Server-rendered markup sizes things with
 * classes (libs/ui README); such a screen is drawn in the browser, where React sets styles through the CSSOM.
 */
export class StyleAttributeError extends Error {
  constructor(example: string) {
    super(`The screen's server markup has a style attribute, which the page's policy blocks: ${example}`);
    this.name = 'StyleAttributeError';
  }
}

/** The first `style` attribute React wrote in `html` (attribute values are escaped, so text never matches), or null. */
export function firstStyleAttribute(html: string): string | null {
  return /\sstyle="[^"]*"/.exec(html)?.[0].trim() ?? null;
}

/**
 * How long a render started for a page may go on after its page went out without it: it still finishes and is
 * kept, so the next request for that URL gets it (a cold bundle or a slow API costs one request, not all of them).
 */
export const RENDER_HARD_LIMIT_MS = 10_000;

/** One request's render budget: each step races it, and the work a step started goes on past it. */
function budgetOf(ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const over = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RenderBudgetError(ms)), ms);
  });
  over.catch(() => undefined);
  return {
    within: <T>(work: Promise<T>): Promise<T> => {
      work.catch(() => undefined);
      return Promise.race([work, over]);
    },
    end: () => clearTimeout(timer),
  };
}

/**
 * The screen's stylesheets, inline (critical CSS: the first view is styled with no request, and nothing in the head
 * waits for a remote's origin). A file that cannot be had, or that refers to other files, is linked instead.
 */
async function screenStyles(
  remote: ServerRemote,
  definition: ScreenDefinition<unknown>,
  styleText: (url: string) => Promise<string | null>,
): Promise<InlineStyles> {
  const chunk = definition.chunk ? remote.manifest.chunks[definition.chunk] : undefined;
  const urls = (chunk?.css ?? []).map((file) => new URL(file, remote.baseUrl).toString());
  const texts = await Promise.all(urls.map(styleText));
  return joinStyles(urls.map((url, index) => stylesheetElement(url, texts[index] ?? null)));
}

const NO_STYLES: InlineStyles = { html: '', hashes: [] };

/** What a page's render is of: the kept page's key, the screen's stylesheets and how to draw it with them. */
interface RenderTarget {
  readonly key: string;
  readonly styles: () => Promise<InlineStyles>;
  readonly draw: (styles: InlineStyles, signal: AbortSignal) => Promise<RenderedPage>;
}

/**
 * Server rendering of the cacheable routes and the content pages: the owning remote's server bundle,
 * loaded at run time from its own deployment, runs the screen's loader and draws the screen inside the shell; the
 * shell's own screens (the sign-in page) come from the shell's render bundle.
 *
 * A page already drawn goes out whole. Otherwise its head goes out at once (the stylesheets are known before the
 * screen is drawn, and so is the page's CSP) and the rest follows when the screen is drawn, within a budget; past it,
 * or when anything fails or throws, the rest is the page as it was (drawn in the browser, with its Retry), the
 * failure is logged once per streak and the next request tries again. Pages are anonymous by construction, so they
 * are kept per URL, locale and remote release for the content's revalidation time: a redeployed remote is rendered
 * on the next request after its manifest is seen.
 */
export function createServerRenderer(options: ServerRendererOptions): ServerRenderer {
  const budgetMs = options.budgetMs ?? DEFAULT_RENDER_BUDGET_MS;
  const pages = createTtlCache<RenderedPage>({
    ttlMs: RENDERED_PAGE_TTL_MS,
    failureTtlMs: 0,
    maxEntries: MAX_RENDERED_PAGES,
    ...(options.now ? { now: options.now } : {}),
  });
  const failing = new Set<string>();
  const maxRenders = options.maxConcurrentRenders ?? MAX_CONCURRENT_RENDERS;
  let rendering = 0;
  const fetchImpl = options.fetch ?? fetch;
  const layoutStyles = options.shellStyles?.layout ?? NO_STYLES;
  // Content-hashed files: one fetch per URL for the life of the process; a failure is forgotten (tried next time).
  const styles = new Map<string, Promise<string | null>>();
  const styleText = (url: string): Promise<string | null> => {
    let pending = styles.get(url);
    if (!pending) {
      pending = fetchImpl(url, { signal: AbortSignal.timeout(RENDER_HARD_LIMIT_MS) })
        .then((response) => (response.ok ? response.text() : null))
        .catch(() => null)
        .then((css) => {
          if (css === null) styles.delete(url);
          return css;
        });
      styles.set(url, pending);
    }
    return pending;
  };
  const fail = (what: string, error: unknown) => {
    // A loader's Not Found (an unknown landmark or brand) is an answer, not a failure: the browser shows Not Found.
    if (isRouteNotFound(error) || failing.has(what)) return;
    failing.add(what);
    options.onFailure?.(what, error);
  };

  /** The page the shell would send, with the drawn screen, the layout's and the screen's styles and the state. */
  async function page(
    request: ServerRenderRequest,
    drawn: { readonly html: string; readonly state: unknown },
    screenStyleSheets: InlineStyles,
  ): Promise<RenderedPage> {
    const attribute = firstStyleAttribute(drawn.html);
    if (attribute) throw new StyleAttributeError(attribute);
    const inline = joinStyles([layoutStyles, screenStyleSheets]);
    return {
      document: await compressPage(
        composePage(request.html, {
          styles: inline.html,
          body: drawn.html,
          state: drawn.state,
          locale: request.locale,
        }),
      ),
      styleHashes: inline.hashes,
    };
  }

  /** A remote's screen: its server bundle from its own deployment, its loader's data, its chunk's stylesheets. */
  async function remoteTarget(request: ServerRenderRequest, owner: RemoteName): Promise<RenderTarget> {
    const remote = await options.modules.get(owner);
    if (!remote) throw new Error(`${owner} has no server bundle now`);
    const { pathname, search } = request;
    // The params the browser's RouteOutlet reads (matchRoute by the URL's shape): the page resolver's match, made
    // with the listing catalogue, carries more (its `kind`), and the data's key must be the browser's.
    const match = matchRoute(pathname);
    const module = remote.module as RemoteModule<RemoteName>;
    const routes = module.routes as Readonly<Record<string, ScreenDefinition<unknown>>>;
    const definition = Object.hasOwn(routes, match.screen) ? routes[match.screen] : undefined;
    if (!definition) throw new Error(`${remote.name} has no screen ${match.screen}`);
    return {
      key: `${remote.manifest.release}|${request.locale}|${pathname}${search}`,
      styles: () => screenStyles(remote, definition, styleText),
      draw: (screenStyleSheets, signal) =>
        // In the visitor's locale throughout: the loader asks the API in it, the screen is drawn in it.
        inRequestLocale(request.locale, async () => {
          const data = definition.loader
            ? await definition.loader({
                pathname,
                params: match.params,
                searchParams: new URLSearchParams(search),
                signal,
              })
            : undefined;
          signal.throwIfAborted();
          const drawn = await options.renderScreen({
            module,
            screen: match.screen,
            pathname,
            search,
            params: match.params,
            data,
            customerCarePhone: options.customerCarePhone,
            locale: request.locale,
          });
          return page(request, drawn, screenStyleSheets);
        }),
    };
  }

  /**
   * One of the shell's own screens (the sign-in page), from the shell's render bundle: the same deployment as this
   * server, so no remote is asked and its release is `shell`. Its stylesheets are its chunk's, named after its screen.
   */
  function shellTarget(request: ServerRenderRequest): RenderTarget {
    const { pathname, search } = request;
    const match = matchRoute(pathname);
    return {
      key: `shell|${request.locale}|${pathname}${search}`,
      styles: async () => options.shellStyles?.screens[match.screen] ?? NO_STYLES,
      draw: (screenStyleSheets, signal) =>
        // In the visitor's locale throughout: the loader asks the API in it, the screen is drawn in it.
        inRequestLocale(request.locale, async () => {
          const drawn = await options.renderScreen({
            screen: match.screen,
            pathname,
            search,
            params: match.params,
            customerCarePhone: options.customerCarePhone,
            locale: request.locale,
            signal,
          });
          return page(request, drawn, screenStyleSheets);
        }),
    };
  }

  /** Draws the page unless MAX_CONCURRENT_RENDERS are running; the place is held until the draw ends, even past its budget. */
  async function drawWithinLimit(draw: (signal: AbortSignal) => Promise<RenderedPage>): Promise<RenderedPage> {
    if (rendering >= maxRenders) throw new RenderBusyError(maxRenders);
    rendering += 1;
    try {
      return await draw(AbortSignal.timeout(RENDER_HARD_LIMIT_MS));
    } finally {
      rendering -= 1;
    }
  }

  /**
   * The kept page for the target, or its draw (with the stylesheets `styles` gives): shared by every request for the
   * URL meanwhile, and kept once it ends. A stale page is answered at once while its successor is drawn.
   */
  function keptOrDrawn(target: RenderTarget, screenStyles: () => Promise<InlineStyles>): Promise<RenderedPage> {
    let failure: unknown = null;
    return pages
      .get(target.key, () =>
        drawWithinLimit(async (signal) => target.draw(await screenStyles(), signal)).catch((error: unknown) => {
          failure = error;
          throw error;
        }),
      )
      .then((drawn) => {
        if (!drawn) throw failure ?? new Error('not rendered');
        return drawn;
      });
  }

  return {
    async render(request) {
      const { match } = request;
      if (!isServerRendered(match)) return null;
      const what = `${match.owner}:${match.screen}`;
      const budget = budgetOf(budgetMs);
      let target: RenderTarget;
      let screenStyleSheets: InlineStyles;
      try {
        target = await budget.within(
          match.owner === 'shell' ? Promise.resolve(shellTarget(request)) : remoteTarget(request, match.owner),
        );
        const kept = pages.peek(target.key);
        options.metrics?.cache('rendered_page', kept ? 'hit' : 'miss');
        if (kept) {
          options.metrics?.render('rendered');
          budget.end();
          // A stale page still goes out; this draws its successor meanwhile.
          void keptOrDrawn(target, target.styles).catch(() => undefined);
          failing.delete(what);
          return { kind: 'kept', page: kept };
        }
        screenStyleSheets = await budget.within(target.styles());
      } catch (error) {
        budget.end();
        options.metrics?.render(outcomeOf(error));
        fail(what, error);
        return null;
      }
      const inline = joinStyles([layoutStyles, screenStyleSheets]);
      const head = composeHead(request.html, { styles: inline.html, locale: request.locale });
      const rest = budget
        .within(keptOrDrawn(target, async () => screenStyleSheets))
        .then((drawn) => {
          const html = drawn.document.identity.toString('utf8');
          // Another request's draw of this URL, with stylesheets fetched apart: its head must be the one sent.
          if (!html.startsWith(head)) throw new Error('the drawn page has another head than the one sent');
          failing.delete(what);
          options.metrics?.render('rendered');
          return { html: html.slice(head.length), drawn: true };
        })
        .catch((error: unknown) => {
          options.metrics?.render(outcomeOf(error));
          fail(what, error);
          return { html: unrenderedRest(request.html), drawn: false };
        })
        .finally(budget.end);
      return { kind: 'streamed', head, styleHashes: inline.hashes, rest };
    },
  };
}
