import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@nivaas/routes/testing';
import { discoveryScreen, finishedServerMarkup, forgetScreens, serverThenBrowser } from '../../testing/server-render';
import { loadCities } from './api/load-cities';
import { apiCity } from '../../testing/city-fixtures';

const mockApi = { getCities: jest.fn(), getContentsV2: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const city = (name: string, state: string, hotels: number) =>
  apiCity(name, {
    state,
    coordinates: { lat: 12.9, lng: 77.6 },
    hotel_count: hotels,
    image_url: `/api/images/cities/${name.toLowerCase()}-640.jpg`,
    localities: [{ name: 'Koramangala', slug: 'koramangala', coordinates: { lat: 12.93, lng: 77.62 } }],
  });
const CITIES = [
  city('Pune', 'Maharashtra', 12),
  city('New Delhi', 'Delhi', 30),
  city('Bengaluru', 'Karnataka', 42),
  city('Agra', 'Uttar Pradesh', 5),
];

/** The cities loader as the shell server runs it: no document. */
const serverData = () => loadCities({ signal: new AbortController().signal }, null);

beforeEach(() => {
  mockApi.getCities.mockReset();
  mockApi.getCities.mockResolvedValue({ data: CITIES });
  mockApi.getContentsV2.mockReset();
  mockApi.getContentsV2.mockResolvedValue({ data: { top_cities: [CITIES[2]] } });
});
afterEach(forgetScreens);

describe('/cities/ drawn on the server, then hydrated', () => {
  it('given the top cities fail on the server, then the page still has every city; the row is read in the browser', async () => {
    mockApi.getContentsV2.mockRejectedValue(new Error('502'));
    const data = await serverData();
    expect(data?.topCities).toBeNull();
    expect(data?.cities).toHaveLength(CITIES.length);
  });

  it('given the server runs the loader, then it waits for the cities and keeps only what the page shows', async () => {
    const data = await serverData();
    expect(mockApi.getCities).toHaveBeenCalledTimes(1);
    expect(data?.cities).toContainEqual({ name: 'Bengaluru', slug: 'bengaluru', state: 'Karnataka', hotel_count: 42 });
    // The page embeds the data: no coordinates, pictures or localities it does not show.
    expect(JSON.stringify(data)).not.toContain('Koramangala');
  });

  it('given the loader data, then the HTML has every city grouped A to Z with its link, and no loading state', async () => {
    const container = await finishedServerMarkup('/cities/', await serverData());
    expect(container.querySelector('h1')?.textContent).toBe('All cities');
    // The top cities' row (from the loader too), then the groups.
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Cities with the most hotels',
      'A',
      'B',
      'N',
      'P',
    ]);
    expect([...container.querySelectorAll('li a')].map((a) => a.getAttribute('href'))).toEqual([
      '/hotels-in-bengaluru/',
      '/hotels-in-agra/',
      '/hotels-in-bengaluru/',
      '/hotels-in-new-delhi/',
      '/hotels-in-pune/',
    ]);
    expect(container.textContent).toContain('BengaluruKarnataka · 42 hotels');
    expect(container.textContent).toContain('4 cities');
    expect(container.textContent).not.toContain('Loading cities');
  });

  it('given the same data in the browser, then hydration makes no mismatch and asks for nothing; the page is live', async () => {
    const { recoverable } = await serverThenBrowser('/cities/', await serverData(), () => {
      mockApi.getCities.mockClear();
      mockApi.getContentsV2.mockClear();
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(mockApi.getCities).not.toHaveBeenCalled();
    expect(mockApi.getContentsV2).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a city' }), 'karna');
    expect(await screen.findByText('1 city')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /hotels$/ }).map((a) => a.getAttribute('href'))).toEqual([
      '/hotels-in-bengaluru/',
    ]);
  });
});

describe('/cities/ reached in the browser (a client navigation)', () => {
  const cities = () => discoveryScreen('cities');

  it('given the loader in the browser, then it waits for nothing and the screen takes its request: one call', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockApi.getCities.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderScreen(cities(), { url: '/cities/' });
    expect(await screen.findByRole('status', { name: 'Loading cities' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'All cities' })).toBeVisible();
    await act(async () => answer({ data: CITIES }));
    expect(await screen.findByRole('link', { name: /Agra/ })).toHaveAttribute('href', '/hotels-in-agra/');
    expect(mockApi.getCities).toHaveBeenCalledTimes(1);
  });

  it('given the call fails, then the screen shows its error, and Retry loads the cities', async () => {
    mockApi.getCities.mockRejectedValueOnce(new Error('API error'));
    renderScreen(cities(), { url: '/cities/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cities could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Pune/ })).toBeVisible();
  });

  it('given no cities, then the empty state shows', async () => {
    mockApi.getCities.mockResolvedValue({ data: [] });
    renderScreen(cities(), { url: '/cities/' });
    expect(await screen.findByRole('heading', { name: 'No cities yet' })).toBeVisible();
  });
});
