import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { renderScreen } from '@nivaas/routes/testing';
import { suggestion } from '../../features/search-widget/testing';
import SearchScreen from './search-screen';

expect.extend(toHaveNoViolations);

const mockApi = { getSearchSuggestions: jest.fn(), searchHotels: jest.fn(), getPopularCities: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const hotel = {
  id: 1042,
  name: 'Nivaas Koramangala Residency',
  address: { city: 'Bengaluru', city_slug: 'bengaluru', locality: 'Koramangala' },
  rating_summary: { rating: 4.25, count: 10 },
  images: [
    {
      url: '/api/images/hotels/1042/1-1024.jpg',
      width: 1024,
      height: 768,
      srcset: [{ url: '/api/images/hotels/1042/1-320.jpg', width: 320, height: 240 }],
    },
  ],
};

function renderSearch(encodedUri?: string, query = '') {
  const path = encodedUri === undefined ? '/search/' : `/search/${encodedUri}/`;
  const view = renderScreen(SearchScreen, { url: `${path}${query}` });
  return { ...view, events: view.platform.events };
}

beforeEach(() => {
  Object.values(mockApi).forEach((fn) => fn.mockReset());
  mockApi.getSearchSuggestions.mockResolvedValue({
    suggestions: [suggestion('city', 'Bengaluru'), suggestion('locality', 'Koramangala')],
  });
  mockApi.searchHotels.mockResolvedValue({ total: 1, page: 1, limit: 20, hotel_ids: [1042], hotels: [hotel] });
  mockApi.getPopularCities.mockResolvedValue({ data: [{ name: 'Goa', slug: 'goa' }] });
});

describe('SearchScreen', () => {
  it('given /search/Bengaluru/, then places and hotels link on with the stay and rooms of the URL', async () => {
    const { platform, events } = renderSearch('Bengaluru', '?checkin=10-01-2099&checkout=12-01-2099&roomconfig=2-0');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “Bengaluru”' })).toBeVisible();
    const places = await screen.findByRole('region', { name: 'Places' });
    expect(within(places).getByRole('link', { name: /Bengaluru, Karnataka/ })).toHaveAttribute(
      'href',
      '/hotels-in-bengaluru/?q=Bengaluru&city=Bengaluru&state=Karnataka&checkin=10-01-2099&checkout=12-01-2099&roomconfig=2-0',
    );
    const hotels = screen.getByRole('region', { name: 'Hotels' });
    expect(within(hotels).getByRole('link', { name: /Nivaas Koramangala Residency/ })).toHaveAttribute(
      'href',
      '/hotels-in-bengaluru/nivaas-koramangala-residency-1042/?q=Bengaluru&checkin=10-01-2099&checkout=12-01-2099&roomconfig=2-0',
    );
    expect(mockApi.searchHotels).toHaveBeenCalledWith({ query: { q: 'Bengaluru', limit: 20 } }, expect.anything());
    expect(screen.getByRole('combobox', { name: /city, locality/i })).toHaveValue('Bengaluru');
    expect(platform.search.store.getState().rooms).toEqual([{ adults: 2, kids: 0 }]);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'analytics/track',
        properties: expect.objectContaining({ searchType: 'search', term: 'Bengaluru' }),
      }),
    );
  });

  it('given /search/Bangalore/, then the place shows its own name and the old name it was found by', async () => {
    mockApi.getSearchSuggestions.mockResolvedValue({
      suggestions: [{ ...suggestion('city', 'Bengaluru'), alias: 'Bangalore' }],
    });
    mockApi.searchHotels.mockResolvedValue({ total: 0, page: 1, limit: 20, hotel_ids: [], hotels: [] });
    renderSearch('Bangalore');
    const places = await screen.findByRole('region', { name: 'Places' });
    const link = within(places).getByRole('link', { name: /^Bengaluru, Karnataka/ });
    expect(link).toHaveTextContent('Bengaluru, KarnatakaAlso called BangaloreCity');
    expect(link.getAttribute('href')).toMatch(/^\/hotels-in-bengaluru\/\?q=Bengaluru&/);
  });

  it('given a malformed %-sequence in the URL, then the page renders with the term as typed', async () => {
    renderSearch('%E0%A4%A');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “%E0%A4%A”' })).toBeVisible();
    await screen.findByRole('region', { name: 'Places' });
    expect(mockApi.getSearchSuggestions).toHaveBeenCalledWith(
      { query: { q: '%E0%A4%A', limit: 8 } },
      expect.anything(),
    );
  });

  it('given markup in the term, then it is shown as text, never as HTML', async () => {
    const { container } = renderSearch(encodeURIComponent('<img src=x onerror=alert(1)>'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “<img src=x onerror=alert(1)>”');
    await screen.findByRole('region', { name: 'Places' });
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('given /search/, then it asks for a place and calls nothing', () => {
    renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Search hotels' })).toBeVisible();
    expect(screen.getByText(/type a city, locality, landmark or hotel name to start/i)).toBeVisible();
    expect(mockApi.searchHotels).not.toHaveBeenCalled();
  });

  it('given nothing matches, then an empty state offers every city', async () => {
    mockApi.getSearchSuggestions.mockResolvedValue({ suggestions: [] });
    mockApi.searchHotels.mockResolvedValue({ total: 0, page: 1, limit: 20, hotel_ids: [], hotels: [] });
    renderSearch('Atlantis');
    expect(await screen.findByRole('heading', { name: 'Nothing found for “Atlantis”' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all cities' })).toHaveAttribute('href', '/cities/');
  });

  it('given the hotels call fails, then places still show and hotels offer a retry', async () => {
    mockApi.searchHotels.mockRejectedValueOnce(new Error('API error'));
    renderSearch('Bengaluru');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hotels could not be loaded');
    expect(screen.getByRole('region', { name: 'Places' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Hotels' })).toBeVisible();
  });

  it('given an amenity, then it offers that amenity in each popular city', async () => {
    renderSearch('Free%20Breakfast', '?amenity=free-breakfast&checkin=10-01-2099&checkout=11-01-2099&roomconfig=1-0');
    const section = await screen.findByRole('region', { name: 'Choose a city for Free Breakfast' });
    expect(within(section).getByRole('link', { name: 'Hotels with Free Breakfast in Goa' })).toHaveAttribute(
      'href',
      '/hotels-with-free-breakfast-in-goa/?q=Free+Breakfast&checkin=10-01-2099&checkout=11-01-2099&roomconfig=1-0',
    );
  });

  it('has no axe violations', async () => {
    const { container } = renderSearch('Bengaluru');
    await screen.findByRole('region', { name: 'Hotels' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
