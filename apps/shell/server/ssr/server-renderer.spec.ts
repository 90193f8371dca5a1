/** @jest-environment node */
import { gunzipSync } from 'node:zlib';
import { defineScreen, matchRoute, RouteNotFoundError, type RemoteModule, type RemoteName } from '@nivaas/routes';
import type { RenderScreen } from './render-bundle';
import type { RemoteServerModules, ServerRemote } from './remote-server-modules';
import {
  composePage,
  createServerRenderer as createRenderer,
  firstStyleAttribute,
  RENDERED_PAGE_TTL_MS,
  SERVER_RENDER_ELEMENT_ID,
  type PageRender,
  type RenderedPage,
  type ServerRenderer,
  type ServerRenderRequest,
} from './server-renderer';
import { styleHash } from './inline-styles';

/** A renderer that never reaches the network: stylesheets come from `fetch` (default: a CDN with none). */
const createServerRenderer = (options: Parameters<typeof createRenderer>[0]) =>
  createRenderer({ fetch: cdn({}), ...options });

/** The remote's CDN: its stylesheets by URL (anything else 404). */
const cdn = (files: Record<string, string>) =>
  (async (input: RequestInfo | URL) => {
    const body = files[String(input)];
    return body === undefined ? new Response('Not Found', { status: 404 }) : new Response(body);
  }) as typeof fetch;

const PAGE_HTML =
  '<!doctype html><html lang="en-IN"><head><title>Hotels in Bengaluru</title></head><body><div id="root"></div></body></html>';

const listingMatch = matchRoute('/hotels-in-bengaluru/');

function remoteOf(
  release: string,
  loader: (input: { searchParams: URLSearchParams }) => Promise<unknown>,
  screen = 'listing',
): ServerRemote {
  const module = {
    remote: 'discovery',
    release,
    routes: { [screen]: defineScreen({ chunk: 'listing', load: async () => ({ default: () => null }), loader }) },
  } as unknown as RemoteModule<RemoteName>;
  return {
    name: 'discovery',
    module,
    baseUrl: 'http://discovery.test/',
    manifest: {
      release,
      file: 'routes.x.js',
      integrity: 'sha384-x',
      externals: [],
      chunks: { listing: { css: ['listing.abc.css'], js: ['listing.abc.js'] } },
    },
  } as ServerRemote;
}

const modulesOf = (get: () => Promise<ServerRemote | null>): RemoteServerModules =>
  ({ get }) as unknown as RemoteServerModules;

/**
 * Asks for the page until the renderer has it kept: a render that went on past its budget is kept once it ends (its
 * compression runs on zlib's thread pool). A page that never comes fails by the test's timeout.
 */
async function keptPage(renderer: ServerRenderer, pageRequest: ServerRenderRequest): Promise<RenderedPage> {
  for (;;) {
    const answer = await renderer.render(pageRequest);
    if (answer?.kind === 'kept') return answer.page;
    if (answer?.kind === 'streamed') await answer.rest;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The page as the visitor gets it (a kept page whole, a streamed one's head and rest), and whether it was drawn. */
async function received(answer: PageRender | null) {
  if (!answer) return null;
  if (answer.kind === 'kept') {
    return {
      html: gunzipSync(answer.page.document.gzip).toString('utf8'),
      drawn: true,
      hashes: answer.page.styleHashes,
    };
  }
  const rest = await answer.rest;
  return { html: `${answer.head}${rest.html}`, drawn: rest.drawn, hashes: answer.styleHashes };
}

/** The page's text when its screen was drawn on the server, else null (it goes out to be drawn in the browser). */
const text = async (answer: Promise<PageRender | null> | PageRender | null) => {
  const page = await received(await answer);
  return page?.drawn ? page.html : null;
};

const request: ServerRenderRequest = {
  match: listingMatch,
  pathname: '/hotels-in-bengaluru/',
  search: '?rooms=1',
  html: PAGE_HTML,
  locale: 'en-IN',
};

/** A renderer of `modules` with `renderScreen`, and the errors it reports, in order. */
function rendererKeepingFailures(modules: RemoteServerModules, renderScreen: RenderScreen) {
  const failures: unknown[] = [];
  const renderer = createServerRenderer({
    modules,
    renderScreen,
    customerCarePhone: '1',
    onFailure: (_what, error) => failures.push(error),
  });
  return { renderer, failures };
}

describe('firstStyleAttribute', () => {
  it("given React's markup, then its first style attribute; text that reads like one is escaped, so never", () => {
    expect(firstStyleAttribute('<p>a style=&quot;x&quot;</p><div class="a" style="width:50%"></div>')).toBe(
      'style="width:50%"',
    );
    expect(firstStyleAttribute('<p>a style=&quot;x&quot;</p><div data-style="x"></div>')).toBeNull();
  });
});

describe('composePage', () => {
  it('given a drawn screen, then #root holds it, the head its styles and the body an escaped state block', () => {
    const html = composePage(PAGE_HTML, {
      styles: '<link rel="stylesheet" href="http://discovery.test/a.css">',
      body: '<h1>Hotels</h1>',
      state: { data: '</script><script>alert(1)</script>' },
      locale: 'fr-FR',
    });
    expect(html).toContain('<html lang="fr-FR"><head>');
    expect(html).toContain('<div id="root"><h1>Hotels</h1></div>');
    expect(html).toContain('<link rel="stylesheet" href="http://discovery.test/a.css"></head>');
    expect(html).toContain(`<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">`);
    expect(html).not.toContain('</script><script>alert(1)');
  });
});

describe('composePage with configuration on <html>', () => {
  it('given data attributes before lang (third parties, sign-in simulators), then the page is composed and says its locale', () => {
    const configured = PAGE_HTML.replace(
      '<html lang="en-IN">',
      '<html data-phonepe-src="/api/dev/phonepe/sdk.js" data-google-client-id="nivaas-web" lang="en-IN">',
    );
    const html = composePage(configured, { styles: '', body: '<h1>Hotels</h1>', state: {}, locale: 'fr-FR' });
    expect(html).toContain(
      '<html data-phonepe-src="/api/dev/phonepe/sdk.js" data-google-client-id="nivaas-web" lang="fr-FR">',
    );
    expect(html).toContain('<div id="root"><h1>Hotels</h1></div>');
  });
});

describe('createServerRenderer', () => {
  it('given a remote with a server bundle, then the head goes out first with its styles, then the screen and the data; the next request gets it whole', async () => {
    let answer: ((data: unknown) => void) | undefined;
    const renderScreen: RenderScreen = jest.fn(async (input) => ({
      html: `<h1>${String((input.data as { hotels: string[] }).hotels)}</h1>`,
      state: { release: input.module?.release, data: input.data },
    }));
    const css = '.card{color:#c2410c}';
    const renderer = createServerRenderer({
      modules: modulesOf(async () => remoteOf('discovery@1', () => new Promise((resolve) => (answer = resolve)))),
      renderScreen,
      customerCarePhone: '1800',
      fetch: cdn({ 'http://discovery.test/listing.abc.css': css }),
    });
    const first = await renderer.render(request);
    // The head is there while the screen's data is not: the browser starts on it meanwhile.
    expect(first?.kind).toBe('streamed');
    if (first?.kind !== 'streamed') return;
    expect(first.head).toContain(`<style data-href="http://discovery.test/listing.abc.css">${css}</style></head>`);
    expect(first.head.endsWith('<div id="root">')).toBe(true);
    expect(first.styleHashes).toEqual([styleHash(css)]);
    while (!answer) await new Promise((resolve) => setImmediate(resolve));
    answer({ hotels: ['Nivaas Suites'] });
    const page = await received(first);
    expect(page?.drawn).toBe(true);
    expect(page?.html).toContain('<div id="root"><h1>Nivaas Suites</h1></div>');
    expect(page?.html).toContain('"release":"discovery@1"');
    const again = await renderer.render(request);
    expect(again?.kind).toBe('kept');
    expect(await received(again)).toEqual({ html: page?.html, drawn: true, hashes: [styleHash(css)] });
    expect(renderScreen).toHaveBeenCalledTimes(1);
  });

  it("given the shell's layout stylesheets, then they come first in the head, before the screen's, with both hashes", async () => {
    const css = '.card{color:#c2410c}';
    const layout = {
      html: '<style data-href="/bootstrap.1.css">:root{--a:1}</style>',
      hashes: ["'sha256-shell'"],
    };
    const renderer = createServerRenderer({
      modules: modulesOf(async () => remoteOf('discovery@1', async () => ({}))),
      renderScreen: async () => ({ html: '<h1>x</h1>', state: {} }),
      shellStyles: { layout, screens: {} },
      customerCarePhone: '1800',
      fetch: cdn({ 'http://discovery.test/listing.abc.css': css }),
    });
    const page = await received(await renderer.render(request));
    expect(page?.html).toContain(
      `${layout.html}<style data-href="http://discovery.test/listing.abc.css">${css}</style></head>`,
    );
    expect(page?.hashes).toEqual(["'sha256-shell'", styleHash(css)]);
  });

  it('given a stylesheet that cannot be had or refers to other files, then it is linked, not inlined', async () => {
    const renderScreen: RenderScreen = async () => ({ html: '<h1>x</h1>', state: {} });
    const renderer = createServerRenderer({
      modules: modulesOf(async () => remoteOf('discovery@1', async () => ({}))),
      renderScreen,
      customerCarePhone: '1800',
      fetch: cdn({ 'http://discovery.test/listing.abc.css': '.a{background:url(bg.png)}' }),
    });
    const page = await received(await renderer.render(request));
    expect(page?.html).toContain('<link rel="stylesheet" href="http://discovery.test/listing.abc.css">');
    expect(page?.hashes).toEqual([]);
  });

  it('given the same URL again, then the kept page is sent; after a redeploy, the new release is drawn', async () => {
    let remote = remoteOf('discovery@1', async () => ({ hotels: ['A'] }));
    const renderScreen: RenderScreen = jest.fn(async (input) => ({
      html: input.module?.release ?? 'shell',
      state: {},
    }));
    const renderer = createServerRenderer({
      modules: modulesOf(async () => remote),
      renderScreen,
      customerCarePhone: '1',
    });
    await text(renderer.render(request));
    expect(await text(renderer.render(request))).toContain('<div id="root">discovery@1</div>');
    expect(renderScreen).toHaveBeenCalledTimes(1);
    remote = remoteOf('discovery@2', async () => ({ hotels: ['A'] }));
    expect(await text(renderer.render(request))).toContain('<div id="root">discovery@2</div>');
  });

  it('given a kept page past its time, then it still goes out at once, and its successor is drawn with the styles', async () => {
    let clock = 0;
    let hotel = 'A';
    const css = '.card{}';
    const renderer = createServerRenderer({
      modules: modulesOf(async () => remoteOf('discovery@1', async () => ({ hotel }))),
      renderScreen: async (input) => ({ html: `<h1>${(input.data as { hotel: string }).hotel}</h1>`, state: {} }),
      customerCarePhone: '1',
      now: () => clock,
      fetch: cdn({ 'http://discovery.test/listing.abc.css': css }),
    });
    await text(renderer.render(request));
    clock += RENDERED_PAGE_TTL_MS;
    hotel = 'B';
    const stale = await renderer.render(request);
    expect(stale?.kind).toBe('kept');
    expect(await text(stale)).toContain('<h1>A</h1>');
    // Drawn in the background: asked until it is there (a successor that never comes fails by the test's timeout).
    let successor = await text(renderer.render(request));
    while (!successor?.includes('<h1>B</h1>')) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      successor = await text(renderer.render(request));
    }
    expect(successor).toContain(`${css}</style></head>`);
  });

  it('given no server bundle now, then null (the page goes out as before), one report, and the next request tries again', async () => {
    const get = jest.fn(async () => null);
    const failures: string[] = [];
    const renderer = createServerRenderer({
      modules: modulesOf(get),
      renderScreen: jest.fn(),
      customerCarePhone: '1',
      onFailure: (what) => failures.push(what),
    });
    expect(await renderer.render(request)).toBeNull();
    expect(await renderer.render(request)).toBeNull();
    expect(get).toHaveBeenCalledTimes(2);
    expect(failures).toEqual(['discovery:listing']);
  });

  it('given a server bundle slower than the budget, then null at the budget (the page goes out whole, as before)', async () => {
    const renderer = createServerRenderer({
      modules: modulesOf(() => new Promise(() => undefined)),
      renderScreen: jest.fn(),
      customerCarePhone: '1',
      budgetMs: 20,
      onFailure: () => undefined,
    });
    expect(await renderer.render(request)).toBeNull();
  });

  it('given a screen that throws while it renders, then the rest is the page as it was, and a later request that works is drawn', async () => {
    let broken = true;
    const renderScreen: RenderScreen = async () => {
      if (broken) throw new Error('window is not defined');
      return { html: '<h1>ok</h1>', state: {} };
    };
    const { renderer, failures } = rendererKeepingFailures(
      modulesOf(async () => remoteOf('discovery@1', async () => ({}))),
      renderScreen,
    );
    const page = await received(await renderer.render(request));
    expect(page?.drawn).toBe(false);
    // The unrendered page: an empty #root the browser draws, and no render state.
    expect(page?.html).toContain('<div id="root"></div></body></html>');
    expect(page?.html).not.toContain(SERVER_RENDER_ELEMENT_ID);
    expect(failures).toEqual([new Error('window is not defined')]);
    broken = false;
    expect(await text(renderer.render(request))).toContain('<h1>ok</h1>');
  });

  it("given a loader's Not Found (an unknown landmark), then the page goes out unrendered and no failure is reported", async () => {
    const { renderer, failures } = rendererKeepingFailures(
      modulesOf(async () =>
        remoteOf('discovery@1', async () => {
          throw new RouteNotFoundError('Unknown landmark mg-road');
        }),
      ),
      jest.fn(),
    );
    expect(await text(renderer.render(request))).toBeNull();
    expect(failures).toEqual([]);
  });

  it('given a screen whose markup has a style attribute, then it is not drawn, not kept, and reported once', async () => {
    const renderScreen = jest.fn(async () => ({ html: '<span style="width:40%"></span>', state: {} }));
    const { renderer, failures } = rendererKeepingFailures(
      modulesOf(async () => remoteOf('discovery@1', async () => ({}))),
      renderScreen,
    );
    expect(await text(renderer.render(request))).toBeNull();
    expect(await text(renderer.render(request))).toBeNull();
    expect(renderScreen).toHaveBeenCalledTimes(2);
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).toContain('style="width:40%"');
  });

  it('given data slower than the budget, then the rest goes out unrendered at the budget; the render goes on and the next request gets it', async () => {
    let answer!: (data: unknown) => void;
    const slow = () => new Promise((resolve) => (answer = resolve));
    const renderer = createServerRenderer({
      modules: modulesOf(async () => remoteOf('discovery@1', slow)),
      renderScreen: async () => ({ html: '<h1>late but kept</h1>', state: {} }),
      customerCarePhone: '1',
      budgetMs: 20,
      onFailure: () => undefined,
    });
    expect(await text(renderer.render(request))).toBeNull();
    answer({ hotels: [] });
    expect(gunzipSync((await keptPage(renderer, request)).document.gzip).toString()).toContain(
      '<h1>late but kept</h1>',
    );
  });

  it('given as many renders running as allowed, then another URL goes out unrendered at once, and is drawn once one ends', async () => {
    let answer!: (data: unknown) => void;
    const loader = jest.fn((input: { searchParams: URLSearchParams }) =>
      input.searchParams.get('sort') === 'slow' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({}),
    );
    const renderScreen = jest.fn<ReturnType<RenderScreen>, Parameters<RenderScreen>>(async (input) => ({
      html: `<h1>${input.search}</h1>`,
      state: {},
    }));
    const renderer = createServerRenderer({
      modules: modulesOf(async () => remoteOf('discovery@1', loader)),
      renderScreen,
      customerCarePhone: '1',
      budgetMs: 20,
      maxConcurrentRenders: 1,
      onFailure: () => undefined,
    });
    // Past its budget, the slow render goes on and holds the one place.
    expect(await text(renderer.render({ ...request, search: '?sort=slow' }))).toBeNull();
    expect(await text(renderer.render({ ...request, search: '?sort=price' }))).toBeNull();
    expect(loader).toHaveBeenCalledTimes(1);
    answer({});
    await keptPage(renderer, { ...request, search: '?sort=slow' });
    const page = await keptPage(renderer, { ...request, search: '?sort=price' });
    expect(gunzipSync(page.document.gzip).toString()).toContain('<h1>?sort=price</h1>');
  });

  it('given a route that is neither cached for an hour nor a content page (search), then it is never server-rendered', async () => {
    const get = jest.fn();
    const renderer = createServerRenderer({ modules: modulesOf(get), renderScreen: jest.fn(), customerCarePhone: '1' });
    expect(await renderer.render({ ...request, match: matchRoute('/search/'), pathname: '/search/' })).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('given a content page whose HTML is not cached (about), then it is drawn and kept like the others', async () => {
    const renderScreen = jest.fn<ReturnType<RenderScreen>, Parameters<RenderScreen>>(async (input) => ({
      html: `<h1>${input.screen}</h1>`,
      state: {},
    }));
    const renderer = createServerRenderer({
      modules: modulesOf(async () => remoteOf('discovery@1', async () => ({}), 'about')),
      renderScreen,
      customerCarePhone: '1',
    });
    const about = { ...request, match: matchRoute('/aboutus/'), pathname: '/aboutus/', search: '' };
    expect(await text(renderer.render(about))).toContain('<div id="root"><h1>about</h1></div>');
    expect((await renderer.render(about))?.kind).toBe('kept');
    expect(renderScreen).toHaveBeenCalledTimes(1);
  });

  it("given the shell's own route (login), then the shell's render bundle draws it with its chunk's styles, asking no remote", async () => {
    const get = jest.fn();
    const renderScreen = jest.fn<ReturnType<RenderScreen>, Parameters<RenderScreen>>(async (input) => ({
      html: `<h1>Sign in (${input.search})</h1>`,
      state: { remote: 'shell', screen: input.screen },
    }));
    const layout = { html: '<style data-href="/bootstrap.1.css">:root{--a:1}</style>', hashes: ["'sha256-layout'"] };
    const login = { html: '<style data-href="/login.2.css">.page{}</style>', hashes: ["'sha256-login'"] };
    const renderer = createServerRenderer({
      modules: modulesOf(get),
      renderScreen,
      shellStyles: { layout, screens: { login, other: { html: '<style>.other{}</style>', hashes: [] } } },
      customerCarePhone: '1',
    });
    const loginRequest = { ...request, match: matchRoute('/login/'), pathname: '/login/', search: '?redirect=%2F' };
    const page = await received(await renderer.render(loginRequest));
    expect(page?.html).toContain('<div id="root"><h1>Sign in (?redirect=%2F)</h1></div>');
    expect(page?.html).toContain(`${layout.html}${login.html}</head>`);
    expect(page?.html).not.toContain('.other');
    expect(page?.hashes).toEqual(["'sha256-layout'", "'sha256-login'"]);
    expect(renderScreen.mock.calls[0]?.[0].module).toBeUndefined();
    expect(renderScreen.mock.calls[0]?.[0]).toMatchObject({ screen: 'login', pathname: '/login/' });
    expect(get).not.toHaveBeenCalled();
    // Kept like any page: the second request is not drawn again.
    expect(await text(renderer.render(loginRequest))).toBe(page?.html);
    expect(renderScreen).toHaveBeenCalledTimes(1);
  });

  it("given the visitor's locale, then the page is drawn and kept in it, one page per locale", async () => {
    const renderScreen = jest.fn<ReturnType<RenderScreen>, Parameters<RenderScreen>>(async (input) => ({
      html: `<h1>${input.locale === 'fr-FR' ? 'Hôtels à Bengaluru' : 'Hotels in Bengaluru'}</h1>`,
      state: { locale: input.locale },
    }));
    const renderer = createServerRenderer({
      modules: modulesOf(async () => remoteOf('discovery@1', async () => ({}))),
      renderScreen,
      customerCarePhone: '1',
    });
    const french = await text(renderer.render({ ...request, locale: 'fr-FR' }));
    expect(french).toContain('<html lang="fr-FR">');
    expect(french).toContain('<h1>Hôtels à Bengaluru</h1>');
    const english = await text(renderer.render(request));
    expect(english).toContain('<html lang="en-IN">');
    expect(english).toContain('<h1>Hotels in Bengaluru</h1>');
    expect(await text(renderer.render({ ...request, locale: 'fr-FR' }))).toBe(french);
    expect(renderScreen).toHaveBeenCalledTimes(2);
  });
});
