import { matchRoute, type RemoteModule, type RemoteName, type RouteMatch, type ScreenDefinition } from '@nivaas/routes';
import { joinStyles, styleHash, stylesheetElement, type InlineStyles } from './inline-styles';
import type { ShellStyles } from './shell-styles';
import { compressPage, type HtmlDocument } from '../html-document';
import { createTtlCache } from '../ttl-cache';
import type { RemoteServerModules, ServerRemote } from './remote-server-modules';
import { scriptSafeJson } from '../../src/features/seo/seo-tags';
import type { RenderScreen } from './render-bundle';
import type { Locale } from '@nivaas/i18n';
import { DEFAULT_RENDER_BUDGET_MS } from '../server-config';

/** The element id the browser reads the render state from (apps/shell/src/server-render/server-render-state.ts). */
export const SERVER_RENDER_ELEMENT_ID = 'nivaas-ssr';
/** Rendered pages kept per process (anonymous HTML of 1 h routes, by URL, locale and release). */
const MAX_RENDERED_PAGES = 300;
/** How long a rendered page is reused: the content revalidation of SPEC.md section 9 (840 s), under the route's hour. */
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
}

/** A server-rendered page and the hashes of its inline styles, which its CSP must allow. */
export interface RenderedPage {
  readonly document: HtmlDocument;
  /** `'sha256-…'` sources for the page's `style-src` (its inline stylesheets). */
  readonly styleHashes: readonly string[];
  /**
   * `'sha256-…'` sources for the page's `style-src-attr`: the `style="…"` attributes React wrote (a skeleton's size,
   * a progress bar's width). In the browser React sets styles through the CSSOM, which CSP does not govern; in HTML
   * they are attributes, which it does.
   */
  readonly styleAttributeHashes: readonly string[];
}

/** The text of each `style` attribute React wrote, unescaped as the browser reads it (what a hash must cover). */
export function styleAttributeValues(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    values.add(
      (match[1] ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
  }
  return [...values];
}

export interface ServerRenderer {
  /** The page with the screen drawn in it, or null: then the page goes out as it would without server rendering. */
  render(request: ServerRenderRequest): Promise<RenderedPage | null>;
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

/**
 * How long a render started for a page may go on after its page went out without it: it still finishes and is
 * kept, so the next request for that URL gets it (a cold bundle or a slow API costs one request, not all of them).
 */
export const RENDER_HARD_LIMIT_MS = 10_000;

/** `work`'s answer if it comes within `ms`, else a RenderBudgetError; the work itself goes on. */
async function withinBudget<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RenderBudgetError(ms)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
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

const ROOT = '<div id="root"></div>';

const HTML_LANG = /<html lang="[^"]*"/;

/**
 * Puts the drawn screen, its styles and its render state into the page the shell would send anyway, and says the
 * page's language in `<html lang>` (index.html's is the default's).
 */
export function composePage(
  html: string,
  parts: { styles: string; body: string; state: unknown; locale: Locale },
): string {
  if (!html.includes(ROOT) || !html.includes('</head>') || !html.includes('</body>') || !HTML_LANG.test(html)) {
    throw new Error('index.html has no <html lang>, empty #root, </head> or </body>');
  }
  const state = `<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">${scriptSafeJson(parts.state)}</script>`;
  return html
    .replace(HTML_LANG, `<html lang="${parts.locale}"`)
    .replace('</head>', `${parts.styles}</head>`)
    .replace(ROOT, `<div id="root">${parts.body}</div>`)
    .replace('</body>', `${state}</body>`);
}

/**
 * Server rendering of the cacheable routes (issue 16): the owning remote's server bundle, loaded at run time from
 * its own deployment, runs the screen's loader and draws the screen inside the shell; the shell's own screens (the
 * sign-in page) come from the shell's render bundle. Within a budget; anything
 * that fails, is slow or throws leaves the page as it was (drawn in the browser, with its Retry), logged once per
 * streak, and the next request tries again. Pages are anonymous by construction, so they are kept per URL, locale and
 * remote release for the content's revalidation time: a redeployed remote is rendered on the next request after
 * its manifest is seen.
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
    if (failing.has(what)) return;
    failing.add(what);
    options.onFailure?.(what, error);
  };

  /** The shell and a remote's screen, from the remote's server bundle, with the loader's data. */
  async function drawRemote(
    remote: ServerRemote,
    request: ServerRenderRequest,
    signal: AbortSignal,
  ): Promise<RenderedPage> {
    const { pathname, search } = request;
    // The params the browser's RouteOutlet reads (matchRoute by the URL's shape): the page resolver's match, made
    // with the listing catalogue, carries more (its `kind`), and the data's key must be the browser's.
    const match = matchRoute(pathname);
    const module = remote.module as RemoteModule<RemoteName>;
    const definition = module.routes[match.screen as keyof typeof module.routes] as
      ScreenDefinition<unknown> | undefined;
    if (!definition) throw new Error(`${remote.name} has no screen ${match.screen}`);
    const data = definition.loader
      ? await definition.loader({ pathname, params: match.params, searchParams: new URLSearchParams(search), signal })
      : undefined;
    signal.throwIfAborted();
    const { html, state } = await options.renderScreen({
      module,
      screen: match.screen,
      pathname,
      search,
      params: match.params,
      data,
      customerCarePhone: options.customerCarePhone,
      locale: request.locale,
    });
    return page(request, html, state, await screenStyles(remote, definition, styleText));
  }

  /**
   * The shell and one of its own screens (the sign-in page), from the shell's render bundle: the same deployment
   * as this server, so no remote is asked. Its stylesheets are its chunk's, named after its screen id.
   */
  async function drawShell(request: ServerRenderRequest, signal: AbortSignal): Promise<RenderedPage> {
    const { pathname, search } = request;
    const match = matchRoute(pathname);
    const { html, state } = await options.renderScreen({
      screen: match.screen,
      pathname,
      search,
      params: match.params,
      customerCarePhone: options.customerCarePhone,
      locale: request.locale,
      signal,
    });
    return page(request, html, state, options.shellStyles?.screens[match.screen] ?? NO_STYLES);
  }

  /** The page the shell would send, with the drawn screen, the layout's and the screen's styles and the state. */
  async function page(
    request: ServerRenderRequest,
    html: string,
    state: unknown,
    screenStyleSheets: InlineStyles,
  ): Promise<RenderedPage> {
    const inline = joinStyles([options.shellStyles?.layout ?? NO_STYLES, screenStyleSheets]);
    return {
      document: await compressPage(
        composePage(request.html, { styles: inline.html, body: html, state, locale: request.locale }),
      ),
      styleHashes: inline.hashes,
      styleAttributeHashes: styleAttributeValues(html).map(styleHash),
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

  return {
    async render(request) {
      const { match } = request;
      if (match.cache !== '1h') return null;
      const owner = match.owner;
      const what = `${owner}:${match.screen}`;
      try {
        const work = (async () => {
          let release: string;
          let draw: (signal: AbortSignal) => Promise<RenderedPage>;
          if (owner === 'shell') {
            // The shell's own screens are drawn by the render bundle this server was deployed with.
            release = 'shell';
            draw = (signal) => drawShell(request, signal);
          } else {
            const remote = await options.modules.get(owner);
            if (!remote) throw new Error(`${owner} has no server bundle now`);
            release = remote.manifest.release;
            draw = (signal) => drawRemote(remote, request, signal);
          }
          const key = `${release}|${request.locale}|${request.pathname}${request.search}`;
          let failure: unknown = null;
          const document = await pages.get(key, () =>
            drawWithinLimit(draw).catch((error: unknown) => {
              failure = error;
              throw error;
            }),
          );
          if (!document) throw failure ?? new Error('not rendered');
          return document;
        })();
        // A render past the budget goes on and is kept for the next request; its failure is reported then.
        work.catch(() => undefined);
        const page = await withinBudget(budgetMs, work);
        failing.delete(what);
        return page;
      } catch (error) {
        fail(what, error);
        return null;
      }
    },
  };
}
