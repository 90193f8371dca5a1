import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SeoMeta } from '@nivaas/api-client/contract';
import { SeoHead, type FetchSeoMeta } from './seo-head';
import type { SeoRequest } from './seo-request';
import { routerRemote } from '../../testing/router-remote';

const metaFor = ({ page, q }: SeoRequest): SeoMeta => ({
  title: `Title ${page} ${q ?? ''}`.trim(),
  meta: [
    { name: 'description', content: `About ${q}` },
    { name: 'og:title', content: `OG ${q}` },
  ],
  link: [{ rel: 'canonical', href: `https://www.nivaas.example${q ?? '/'}` }],
  structured_data: { '@type': 'WebPage', name: q },
  footer_interlinks: [],
});

const { Navigator, navigate } = routerRemote();

function setup(path: string, fetchMeta: FetchSeoMeta, notFoundPath: string | null = null) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <SeoHead fetchMeta={fetchMeta} notFoundPath={notFoundPath} />
    </MemoryRouter>,
  );
}

const flush = () => act(async () => undefined);
const seo = (selector: string) => document.head.querySelector(`[data-seo]${selector}`);

beforeEach(() => {
  document.head.innerHTML =
    '<title data-default-title="Default title">Default title</title><meta data-seo="" name="description" content="Default">';
});

describe('SeoHead', () => {
  it('given a client navigation, then title, meta, canonical link and structured data follow the page', async () => {
    const fetchMeta = jest.fn<ReturnType<FetchSeoMeta>, Parameters<FetchSeoMeta>>(async (request) => metaFor(request));
    setup('/', fetchMeta);
    await flush();
    expect(document.title).toBe('Title home /');
    act(() => navigate('/hotels-in-bengaluru/'));
    await flush();
    expect(fetchMeta).toHaveBeenLastCalledWith(
      { page: 'listing', q: '/hotels-in-bengaluru/' },
      expect.any(AbortSignal),
    );
    expect(document.title).toBe('Title listing /hotels-in-bengaluru/');
    expect(seo('meta[name="description"]')?.getAttribute('content')).toBe('About /hotels-in-bengaluru/');
    expect(seo('meta[property="og:title"]')?.getAttribute('content')).toBe('OG /hotels-in-bengaluru/');
    expect(seo('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.nivaas.example/hotels-in-bengaluru/');
    expect(JSON.parse(seo('script[type="application/ld+json"]')?.textContent ?? '')).toEqual({
      '@type': 'WebPage',
      name: '/hotels-in-bengaluru/',
    });
    // One of each (and the canonical URL's five language alternates): the previous page's tags are gone.
    expect(document.head.querySelectorAll('[data-seo]')).toHaveLength(9);
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(5);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('given the head the server rendered for the landing page, then it is not fetched again', async () => {
    document.head.querySelector('title')?.setAttribute('data-seo-key', 'home /');
    const fetchMeta = jest.fn(async (request: SeoRequest) => metaFor(request));
    setup('/', fetchMeta);
    await flush();
    expect(fetchMeta).not.toHaveBeenCalled();
  });

  it('given a navigation before the answer, then the old fetch is aborted and its answer never lands', async () => {
    const pending: { request: SeoRequest; signal: AbortSignal; resolve: (m: SeoMeta) => void }[] = [];
    const fetchMeta: FetchSeoMeta = (request, signal) =>
      new Promise((resolve) => pending.push({ request, signal, resolve }));
    setup('/', fetchMeta);
    await flush();
    act(() => navigate('/faq/'));
    await flush();
    expect(pending[0]?.signal.aborted).toBe(true);
    pending[1]?.resolve(metaFor(pending[1].request));
    pending[0]?.resolve(metaFor(pending[0].request));
    await flush();
    expect(document.title).toBe('Title faq /faq/');
  });

  it('given the content service failing, then the default title shows and no stale tag stays', async () => {
    const fetchMeta = jest.fn<ReturnType<FetchSeoMeta>, Parameters<FetchSeoMeta>>(async (request) => metaFor(request));
    setup('/', fetchMeta);
    await flush();
    fetchMeta.mockRejectedValueOnce(new Error('API error'));
    act(() => navigate('/cities/'));
    await flush();
    expect(document.title).toBe('Default title');
    expect(document.head.querySelectorAll('[data-seo]')).toHaveLength(0);
  });

  it('given Not Found, then the default head shows without a request', async () => {
    const fetchMeta = jest.fn(async (request: SeoRequest) => metaFor(request));
    setup('/no-such-page/', fetchMeta);
    await flush();
    expect(fetchMeta).not.toHaveBeenCalled();
    expect(document.title).toBe('Default title');
  });

  it("given the server's 404 for a landmark it does not know, then no listing head is asked for it; the next page's is", async () => {
    const fetchMeta = jest.fn(async (request: SeoRequest) => metaFor(request));
    setup('/hotels-near-atlantis-xyz/', fetchMeta, '/hotels-near-atlantis-xyz/');
    await flush();
    expect(fetchMeta).not.toHaveBeenCalled();
    expect(document.title).toBe('Default title');
    await act(async () => navigate('/hotels-in-bengaluru/'));
    await flush();
    expect(fetchMeta).toHaveBeenCalledWith({ page: 'listing', q: '/hotels-in-bengaluru/' }, expect.anything());
  });

  it('given Back to a page seen in this visit, then its head is applied without another request', async () => {
    const fetchMeta = jest.fn(async (request: SeoRequest) => metaFor(request));
    setup('/', fetchMeta);
    await flush();
    act(() => navigate('/faq/'));
    await flush();
    act(() => navigate(-1));
    await flush();
    expect(document.title).toBe('Title home /');
    expect(fetchMeta).toHaveBeenCalledTimes(2);
  });
});
