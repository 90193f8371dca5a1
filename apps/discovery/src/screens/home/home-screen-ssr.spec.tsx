import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { RECENTLY_VIEWED_KEY } from '@nivaas/state';
import { Frame, testPlatform } from '../../features/search-widget/testing';
import { loadHome, type HomeFirstView } from './api/load-home';
import HomeScreen from './home-screen';
import { provideHomeApi } from './testing';
import { WEEKEND_BANNER } from '../../testing/story-fixtures';
import { forgetScreens, hydrateMarkup, parseMarkup } from '../../testing/server-render';
import { apiCity } from '../../testing/city-fixtures';

const mockApi = provideHomeApi();

const GOA = apiCity('Goa', {
  state: 'Goa',
  coordinates: { lat: 1, lng: 2 },
  hotel_count: 42,
  image_url: '/api/images/cities/goa-640.jpg',
  is_popular: true,
});
const RECENT = JSON.stringify([
  {
    id: 7,
    name: 'Nivaas Seen Before',
    path: '/hotels-in-goa/nivaas-seen-before-7/',
    city: 'Goa',
    locality: 'Calangute',
    imageUrl: null,
    rating: 4.3,
  },
]);

const signal = () => new AbortController().signal;
/** Home's loader as the shell server runs it: no document. */
const serverData = () => loadHome({ signal: signal() }, null);

/** Home in the platform and router, with what a visitor keeps in this browser (storage). */
const page = (data: HomeFirstView | null, storage: Record<string, string> = {}) => (
  <StrictMode>
    <Frame platform={testPlatform(storage)}>
      <HomeScreen data={data} />
    </Frame>
  </StrictMode>
);

beforeEach(() => {
  mockApi.getCampaignBanners.mockResolvedValue({ data: [WEEKEND_BANNER] });
  mockApi.getPopularCities.mockResolvedValue({ data: [GOA] });
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  forgetScreens();
});

describe('home drawn on the server, then hydrated', () => {
  it('given the server runs the loader, then it waits for the banners and cities, as plain JSON', async () => {
    const data = await serverData();
    expect(JSON.parse(JSON.stringify(data))).toEqual({ banners: [WEEKEND_BANNER], cities: [GOA] });
    expect(mockApi.getCampaignBanners).toHaveBeenCalledTimes(1);
  });

  it('given a failed call on the server, then that part is left to the browser and the rest is drawn', async () => {
    mockApi.getPopularCities.mockRejectedValue(new Error('down'));
    await expect(serverData()).resolves.toEqual({ banners: [WEEKEND_BANNER], cities: null });
  });

  it('given a client navigation, then the loader waits for nothing and starts the requests early', async () => {
    mockApi.getCampaignBanners.mockReturnValue(new Promise(() => undefined));
    await expect(loadHome({ signal: signal() }, document)).resolves.toBeNull();
    expect(mockApi.getCampaignBanners).toHaveBeenCalledTimes(1);
  });

  it('given the loader data, then the server HTML has the banner picture (priority, srcset, sizes, size) and the cities', async () => {
    const container = parseMarkup(renderToString(page(await serverData(), { [RECENTLY_VIEWED_KEY]: RECENT })));
    const banner = container.querySelector(`img[src="${WEEKEND_BANNER.image_url}"]`);
    expect(banner?.getAttribute('fetchpriority')).toBe('high');
    expect(banner?.getAttribute('loading')).toBe('eager');
    expect(banner?.getAttribute('srcset')).toContain('bengaluru-640.jpg 640w');
    expect(banner?.getAttribute('sizes')).toBeTruthy();
    expect(banner?.getAttribute('width')).toBe('1024');
    expect(banner?.getAttribute('height')).toBe('768');
    expect(container.textContent).toContain('Weekend in Bengaluru');
    expect(container.querySelector('a[href="/hotels-in-goa/"]')?.textContent).toContain('Goa');
    // The banner is the one picture fetched with high priority: the city pictures below it do not compete.
    expect(container.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
    // What only this browser knows is never in the HTML (a cache shares it between visitors).
    expect(container.textContent).not.toContain('Nivaas Seen Before');
  });

  it.each([
    ['with the loader data', true],
    ['without it (banners and cities loading)', false],
  ])(
    'given a server render %s, then the HTML has no style attribute; the space below the fold is a class',
    async (_name, loaded) => {
      // The streamed page's CSP is sent before this markup exists, so it cannot allow inline styles by hash.
      if (!loaded) mockApi.getCampaignBanners.mockReturnValue(new Promise(() => undefined));
      if (!loaded) mockApi.getPopularCities.mockReturnValue(new Promise(() => undefined));
      const html = renderToString(page(loaded ? await serverData() : null));
      expect(html).not.toMatch(/<[^>]*\sstyle="/);
      const container = parseMarkup(html);
      // Jest maps class names to themselves (home-screen.module.css holds the 600 px).
      expect(container.querySelector('.belowFold')).toBeEmptyDOMElement();
    },
  );

  it('given the same data in the browser, then hydration makes no mismatch and asks nothing again; recently viewed follows', async () => {
    const data = await serverData();
    const storage = { [RECENTLY_VIEWED_KEY]: RECENT };
    const container = parseMarkup(renderToString(page(data, storage)));
    document.body.append(container);
    mockApi.getCampaignBanners.mockClear();
    mockApi.getPopularCities.mockClear();
    // A browser has what the server lacks: the below-the-fold section must still wait as it did on the server.
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      observe = jest.fn();
      disconnect = jest.fn();
    };
    const { recoverable: mismatch } = await hydrateMarkup(container, page(data, storage));
    expect(mismatch).not.toHaveBeenCalled();
    expect(mockApi.getCampaignBanners).not.toHaveBeenCalled();
    expect(mockApi.getPopularCities).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /Weekend in Bengaluru/ })).toBeInTheDocument();
    expect(await screen.findByText('Nivaas Seen Before')).toBeInTheDocument();
  });
});
