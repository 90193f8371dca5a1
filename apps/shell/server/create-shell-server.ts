import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';
import {
  installAccessLog,
  installReadiness,
  Lifecycle,
  observedServerOptions,
  readOverloadSettings,
  registerOverloadProtection,
  setRouteLabel,
} from '@nivaas/server';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { choosePageLocale, LOCALE_QUERY, localeFromAcceptLanguage, type Locale } from '@nivaas/i18n';
import { matchRoute } from '@nivaas/routes';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the rule forbids a static import of a lib the browser bundle loads on demand; this is the Node server, never bundled.
import { apiServiceOf } from '@nivaas/api-client';
import { thirdPartyHtmlAttributes } from '../src/features/analytics/third-party-config';
import { ERROR_DSN_ATTRIBUTE, ERROR_RELEASE_ATTRIBUTE } from '../src/features/error-reporting/error-reporting-config';
import { assetCacheControl, REVALIDATE } from './cache-policy';
import { registerServiceWorkerRoute } from './service-worker-route';
import { loadHtmlTemplate, pickEncoding, streamPage, type PageEncoding } from './html-document';
import { createPageResolver, type PageResponse } from './page-resolver';
import { applySecurityHeaders, contentSecurityPolicy, securityHeaders, withStyleHashes } from './security-headers';
import { DEFAULT_API_TIMEOUT_MS, thirdPartyOrigins, type ShellServerConfig } from './server-config';
import { createShellApi } from './shell-api';
import { warmUp } from './warm-up';
import { parseTrustProxy, withClientAddress } from './forwarded-for';
import { installRequestContext, withRequestId } from './request-context';
import { CUSTOMER_CARE_PHONE } from '../src/app/customer-care';
import { loadRenderBundle, sharedModules, type RenderScreen } from './ssr/render-bundle';
import { createRemoteServerModules } from './ssr/remote-server-modules';
import { createServerRenderer, type ServerRenderer } from './ssr/server-renderer';
import { registerShellRequestMetrics, type ShellMetrics } from './observability/metrics';
import { createNotFoundRenderer, type NotFoundRenderer } from './ssr/not-found-renderer';
import { loadShellStyles } from './ssr/shell-styles';

export const REMOTE_MANIFEST_PATH = '/remote-manifest.json';

/** The query string of a request URL (`?a=1`, percent-encoded as a URL parser writes it), or ''. Never throws. */
function searchOf(url: string): string {
  try {
    return new URL(url, 'http://shell.invalid').search;
  } catch {
    return '';
  }
}

/** Liveness (the process answers) and readiness (send it visitors): not page URLs, never cached. */
export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';
/** The longest readiness waits for the warm-up after the server starts listening. */
export const READY_WAIT_FOR_WARM_UP_MS = 5_000;

export interface ShellServerOptions {
  /** Where log lines go (main.ts: @nivaas/server's createLogger); none by default (tests). */
  readonly logger?: Logger;
  /** Where overload settings are read (default process.env). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The fetch the server's own calls use: the API, the remotes' server bundles and stylesheets (tests pass fakes). */
  readonly fetch?: typeof fetch;
  /** The clock of the content caches (tests move it). */
  readonly now?: () => number;
  /** The shell's render function (tests pass one); by default the build's server/render.js, if it has one. */
  readonly renderScreen?: RenderScreen | null;
  /** Where a failed server render is reported (once per failure streak); the logger, at warn, by default. */
  readonly onRenderFailure?: (what: string, error: unknown) => void;
  /** Where the server's metrics go (observability/metrics.ts): main.ts serves them on SHELL_METRICS_PORT. */
  readonly metrics?: ShellMetrics;
}

/** The shell's layout stylesheets for rendered pages; without them (a broken build file) pages still render. */
function shellStylesOf(distDir: string, logger: Logger) {
  try {
    return loadShellStyles(distDir);
  } catch (error) {
    logger.warn({ err: error }, 'the shell layout stylesheets are not inlined in rendered pages');
    return null;
  }
}

/**
 * Server rendering, unless SERVER_RENDERING=off or the build has no render bundle: each remote's server
 * bundle comes from the remote's own deployment, the shell's from its build. `notFound` draws the Not Found screen
 * into 404 pages.
 */
function serverRenderersFor(
  config: ShellServerConfig,
  options: ShellServerOptions,
  outbound: typeof fetch,
  logger: Logger,
): { readonly pages: ServerRenderer; readonly notFound: NotFoundRenderer } | null {
  if (config.serverRendering === 'off') return null;
  const shared = sharedModules();
  const renderScreen =
    options.renderScreen === undefined ? loadRenderBundle(config.distDir, shared) : options.renderScreen;
  if (!renderScreen) return null;
  // The API client every bundle shares calls the API itself from here (a server has no page origin).
  (
    shared['@nivaas/api-client'] as {
      setServerApiBase: (url: string, services: Record<string, string> | undefined, fetch: typeof outbound) => void;
    }
  ).setServerApiBase(config.apiUrl, config.apiServices, outbound);
  const onFailure =
    options.onRenderFailure ??
    ((what: string, error: unknown) =>
      logger.warn({ err: error, what }, `server render of ${what} failed; drawn in the browser`));
  const shellStyles = shellStylesOf(config.distDir, logger);
  const pages = createServerRenderer({
    modules: createRemoteServerModules({
      remotes: config.remotes,
      shared,
      fetch: outbound,
      ...(options.now ? { now: options.now } : {}),
      ...(config.production ? { httpsOnly: true } : {}),
      onFailure: (remote, error) => onFailure(`${remote} (server bundle)`, error),
    }),
    renderScreen,
    fetch: outbound,
    shellStyles,
    customerCarePhone: CUSTOMER_CARE_PHONE,
    ...(config.renderBudgetMs ? { budgetMs: config.renderBudgetMs } : {}),
    ...(options.now ? { now: options.now } : {}),
    onFailure,
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  const notFound = createNotFoundRenderer({
    renderScreen,
    layoutStyles: shellStyles?.layout ?? { html: '', hashes: [] },
    customerCarePhone: CUSTOMER_CARE_PHONE,
    ...(config.renderBudgetMs ? { budgetMs: config.renderBudgetMs } : {}),
    onFailure: (error) => onFailure('shell:not-found', error),
  });
  return { pages, notFound };
}

/**
 * The shell's production server: the HTML shell for every route of the table with that
 * route's cache lifetime and, on cacheable routes, the page's SEO head; 404 for anything else,
 * including listings the catalogue does not know and hotels the API does not have; 301 from a
 * hotel URL that is not the hotel's own to the one that is; hashed assets cached for a year, the remote
 * manifest, security headers, and /api/ proxied so the browser talks to one origin.
 */
export async function createShellServer(
  config: ShellServerConfig,
  options: ShellServerOptions = {},
): Promise<FastifyInstance & { readonly lifecycle: Lifecycle }> {
  // A URL Fastify cannot decode (e.g. /search/%E0%A4%A/, a truncated UTF-8 sequence) is still a page
  // URL: it gets its route's HTML like any other, and the screen decodes it safely (never a 400 JSON body).
  let sendPage: ((request: FastifyRequest, reply: FastifyReply, pathname: string) => Promise<FastifyReply>) | null =
    null;
  const headers = securityHeaders(contentSecurityPolicy(config.remotes, thirdPartyOrigins(config)));
  const overload = readOverloadSettings(options.env ?? process.env);
  if (overload.invalid.length) throw new Error(`Invalid overload settings: ${overload.invalid.join(', ')}`);
  const logger = options.logger ?? pino({ level: 'silent' });
  // Every call the server makes for a request (the API, the remotes' bundles) carries that request's id.
  const outbound = withRequestId(options.fetch ?? ((input, init) => fetch(input, init)));
  const lifecycle = new Lifecycle();
  const trustProxy = config.trustProxy ?? parseTrustProxy(undefined);
  // HTTPS as the visitor sees it: request.protocol follows a trusted proxy's X-Forwarded-Proto (trustProxy below).
  const overHttps = (request: FastifyRequest) => config.servedOverHttps === true || request.protocol === 'https';
  // frameworkErrors gets a request without the trustProxy getters: the proxy's header is read here as they read it.
  const overHttpsBeforeRouting = (request: FastifyRequest) => {
    const proto = request.headers['x-forwarded-proto'];
    const trusted = trustProxy(request.raw.socket?.remoteAddress ?? '', 0);
    return overHttps(request) || (trusted && typeof proto === 'string' && proto.split(',').pop()?.trim() === 'https');
  };
  const app = Fastify({
    // JSON lines with the request id on each, one access line per request, secrets and personal data redacted.
    ...observedServerOptions(logger),
    // Behind a balancer request.ip is the visitor (the right-most X-Forwarded-For entry not in TRUST_PROXY), not the
    // balancer: the /api/ proxy passes that on, and the API's per-address limits count visitors one by one.
    trustProxy,
    frameworkErrors: (error, request, reply) => {
      // Fastify answers these before any hook runs, so the security headers (the CSP) are put on here.
      applySecurityHeaders(reply as FastifyReply, headers, overHttpsBeforeRouting(request as FastifyRequest));
      const pathname = request.url.split('?')[0] ?? '/';
      if (error.code === 'FST_ERR_BAD_URL' && sendPage && request.method === 'GET' && pathname.startsWith('/')) {
        void sendPage(request as FastifyRequest, reply as FastifyReply, pathname);
        return;
      }
      void (reply as FastifyReply).code(400).send({ error: 'Bad Request', errors: [] });
    },
  });
  const template = await loadHtmlTemplate(config.distDir, {
    manifest: config.remotes,
    htmlAttributes: {
      ...thirdPartyHtmlAttributes(config.thirdParty ?? {}),
      ...(config.errorReportingDsn ? { [ERROR_DSN_ATTRIBUTE]: config.errorReportingDsn } : {}),
      ...(config.errorReportingRelease ? { [ERROR_RELEASE_ATTRIBUTE]: config.errorReportingRelease } : {}),
      ...(config.googleClientId ? { 'data-google-client-id': config.googleClientId } : {}),
      ...(config.googleIdentityUrl ? { 'data-google-identity-url': config.googleIdentityUrl } : {}),
      ...(config.serviceWorker === 'off' ? { 'data-service-worker': 'off' } : {}),
    },
  });
  installRequestContext(app);
  installAccessLog(app);
  installReadiness(app, lifecycle, READINESS_PATH);
  app.get(LIVENESS_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  // A server a second behind refuses new pages at once (503, Retry-After): the balancer tries another instance.
  await registerOverloadProtection(
    app,
    overload.settings,
    (_request, reply) => {
      void reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
      return 'The site is busy. Please try again in a few seconds.';
    },
    { exempt: [LIVENESS_PATH], onRefused: (kind) => options.metrics?.overloadRefusals.inc({ kind }) },
  );
  const api = createShellApi(config.apiUrl, {
    ...(config.apiServices ? { services: config.apiServices } : {}),
    timeoutMs: config.apiTimeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    fetch: outbound,
  });
  const resolvePage = createPageResolver({
    template,
    api,
    ...(options.now ? { now: options.now } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  if (options.metrics) registerShellRequestMetrics(app, options.metrics);
  const renderers = serverRenderersFor(config, options, outbound, logger);
  const renderer = renderers?.pages ?? null;
  // Once listening (never in tests that only inject), in the background: the first visitor after a start gets the
  // first pages server-rendered. Nothing to warm when pages are not rendered.
  if (renderer && config.warmUp !== 'off') {
    app.addHook('onListen', async () => {
      // Ready once the first pages have been drawn (the first visitors sent here get them server-rendered), or after
      // READY_WAIT_FOR_WARM_UP_MS whatever the warm-up's fate: an API that is down must not keep the site away.
      lifecycle.waitFor('warm-up');
      const cap = setTimeout(() => lifecycle.done('warm-up'), READY_WAIT_FOR_WARM_UP_MS);
      cap.unref();
      void warmUp({
        // No Accept-Encoding: the HTML comes back as text, to see whether it was rendered.
        inject: (url) => app.inject({ method: 'GET', url }),
        catalogue: api.catalogue,
        log: (line) => logger.info(line),
      }).finally(() => {
        clearTimeout(cap);
        lifecycle.done('warm-up');
      });
    });
  }

  app.addHook('onSend', async (request, reply) => {
    applySecurityHeaders(reply, headers, overHttps(request));
  });

  await app.register(httpProxy, {
    upstream: config.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    http: { requestOptions: { timeout: 30_000 } },
    replyOptions: {
      // The visitor's address (forwarded-for.ts) and this request's id, so the API's log lines carry it too.
      rewriteRequestHeaders: (request, headers) => ({
        ...withClientAddress(request, headers),
        'x-request-id': request.id,
      }),
      // docs/rules.md section 7: each path to its backend service (growth, corporate, ...); all are API_URL by default.
      ...(config.apiServices
        ? {
            getUpstream: (request: { url: string }) => config.apiServices?.[apiServiceOf(request.url)] ?? config.apiUrl,
          }
        : {}),
    },
  });

  await app.register(fastifyStatic, {
    root: config.distDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    // The shell's server bundle (server/render.js) is for this server only, never a browser's file.
    allowedPath: (path) => !path.startsWith('/server/'),
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', assetCacheControl(path)),
  });

  registerServiceWorkerRoute(app, config.serviceWorker ?? 'on');

  app.get(REMOTE_MANIFEST_PATH, async (_request, reply) => {
    reply.header('cache-control', REVALIDATE);
    return config.remotes;
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://shell.invalid');
    const { pathname, search } = url;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Not Found', errors: [] });
    }
    // A missing file is a plain 404; only page URLs get the HTML shell.
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not Found');
    }
    if (!pathname.endsWith('/') && matchRoute(`${pathname}/`).route) {
      return reply.code(301).header('cache-control', 'public, max-age=3600').redirect(`${pathname}/${search}`, 301);
    }
    return sendPage?.(request, reply, pathname);
  });

  sendPage = async (request, reply, pathname) => {
    // The page's pattern in the route table (`/hotels-in-{city}/`), what its log lines and metrics are grouped by.
    setRouteLabel(request, matchRoute(pathname).route?.pattern ?? 'unmatched');
    const page = await resolvePage(pathname, searchOf(request.url), requestLocale(request));
    if (page.status === 301) {
      return reply.code(301).header('cache-control', page.cacheControl).redirect(page.location);
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const search = searchOf(request.url);
    if (page.status === 404) return sendNotFound(request, reply, page, pathname, search, encoding);
    const rendered =
      renderer && page.status === 200 && page.complete
        ? await renderer.render({
            match: page.complete,
            pathname,
            search,
            html: page.document.identity.toString('utf8'),
            // Written in the visitor's language, as her browser will pick it (so it hydrates, not redraws).
            locale: requestLocale(request),
          })
        : null;
    // A rendered page's inline stylesheets are allowed by hash in its own policy (applySecurityHeaders keeps it).
    const styleHashes = rendered?.kind === 'kept' ? rendered.page.styleHashes : (rendered?.styleHashes ?? []);
    if (styleHashes.length > 0) {
      reply.header('content-security-policy', withStyleHashes(headers['content-security-policy'] ?? '', styleHashes));
    }
    reply
      .code(page.status)
      .header('cache-control', page.cacheControl)
      // A rendered page is written in the visitor's language (her browser's, or her choice in a cookie): a shared cache
      // keeps one per language.
      .header('vary', renderer ? PAGE_VARY : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // A page whose screen is still being drawn: its head now, the rest when drawn (or, past the budget, unrendered).
    if (rendered?.kind === 'streamed') {
      return reply.send(
        streamPage(
          rendered.head,
          rendered.rest.then((rest) => rest.html),
          encoding,
        ),
      );
    }
    const document = rendered?.page.document ?? page.document;
    return reply.send(encoding === 'br' ? document.br : encoding === 'gzip' ? document.gzip : document.identity);
  };

  /** A 404 (its status and noindex head decided first), with the Not Found screen drawn when it can be. */
  const sendNotFound = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: Extract<PageResponse, { status: 404 }>,
    pathname: string,
    search: string,
    encoding: PageEncoding,
  ) => {
    const drawn = renderers
      ? await renderers.notFound.render({
          pathname,
          search,
          html: page.document.identity.toString('utf8'),
          locale: requestLocale(request),
        })
      : null;
    if (drawn && drawn.styleHashes.length > 0)
      reply.header(
        'content-security-policy',
        withStyleHashes(headers['content-security-policy'] ?? '', drawn.styleHashes),
      );
    const document = drawn?.document ?? page.document;
    reply
      .code(404)
      .header('cache-control', page.cacheControl)
      .header('vary', renderers ? PAGE_VARY : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? document.br : encoding === 'gzip' ? document.gzip : document.identity);
  };

  app.addHook('onClose', async () => lifecycle.startDraining());
  lifecycle.markReady();
  return Object.assign(app, { lifecycle }) as FastifyInstance & { readonly lifecycle: Lifecycle };
}

/** What a drawn page's language depends on besides its URL (requestLocale). */
const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/** The language a page is drawn in: the URL's `?lang=`, the visitor's choice (cookie), her Accept-Language. */
function requestLocale(request: FastifyRequest): Locale {
  return choosePageLocale({
    query: new URL(request.url, 'http://shell.invalid').searchParams.get(LOCALE_QUERY),
    cookies: request.headers.cookie,
    preferred: () => localeFromAcceptLanguage(request.headers['accept-language']),
  });
}
