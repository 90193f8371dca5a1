import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { Frame, testPlatform } from '../../features/search-widget/testing';
import CitiesScreen from './cities-screen';
import { apiCity } from '../../testing/city-fixtures';

expect.extend(toHaveNoViolations);

const mockApi = { getCities: jest.fn(), getContentsV2: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const city = (name: string, state: string, hotels = 10) => apiCity(name, { state, hotel_count: hotels });

function renderCities() {
  return render(
    <Frame platform={testPlatform()} path="/cities/">
      <CitiesScreen />
    </Frame>,
  );
}

beforeEach(() => {
  mockApi.getContentsV2.mockReset();
  mockApi.getContentsV2.mockResolvedValue({
    data: { top_cities: [city('Bengaluru', 'Karnataka', 42), city('New Delhi', 'Delhi', 30), { name: '' }] },
  });
  mockApi.getCities.mockReset();
  mockApi.getCities.mockResolvedValue({
    data: [
      city('Pune', 'Maharashtra'),
      city('New Delhi', 'Delhi', 30),
      city('Bengaluru', 'Karnataka', 42),
      city('Mumbai', 'Maharashtra'),
    ],
  });
});

describe('CitiesScreen: top cities', () => {
  it('given the content, then the cities with the most hotels lead, each to its listing, before the full list', async () => {
    renderCities();
    const top = await screen.findByRole('region', { name: 'Cities with the most hotels' });
    expect(top).toHaveAttribute('aria-busy', 'true');
    const links = await within(top).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/hotels-in-bengaluru/', '/hotels-in-new-delhi/']);
    expect(links[0]).toHaveAccessibleName('Bengaluru (42 hotels)');
    expect(links[1]).toHaveAccessibleName('New Delhi (30 hotels)');
    expect(mockApi.getContentsV2).toHaveBeenCalledWith({ query: { keys: 'top_cities' } }, expect.anything());
    await screen.findAllByRole('link', { name: /· \d+ hotels$/ });
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('given the content fails or has none, then no row, and the full list still shows', async () => {
    mockApi.getContentsV2.mockRejectedValueOnce(new Error('API Error'));
    renderCities();
    await screen.findAllByRole('link', { name: /hotels$/ });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cities with the most hotels' })).toBeNull());
  });
});

describe('CitiesScreen', () => {
  it('given cities, then they are listed by name, each linking to its listing', async () => {
    renderCities();
    expect(screen.getByRole('status', { name: 'Loading cities' })).toBeVisible();
    const links = await screen.findAllByRole('link', { name: /hotels$/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/hotels-in-bengaluru/',
      '/hotels-in-mumbai/',
      '/hotels-in-new-delhi/',
      '/hotels-in-pune/',
    ]);
    expect(screen.getByRole('link', { name: /Bengaluru Karnataka · 42 hotels/ })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Jump to' })).toHaveTextContent('BMNP');
  });

  it('given "By state", then the cities are grouped under their states', async () => {
    renderCities();
    await screen.findAllByRole('link', { name: /hotels$/ });
    await userEvent.click(screen.getByRole('radio', { name: 'By state' }));
    const maharashtra = screen.getByRole('region', { name: 'Maharashtra' });
    expect(
      within(maharashtra)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Mumbai10 hotels', 'Pune10 hotels']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Cities with the most hotels',
      'Delhi',
      'Karnataka',
      'Maharashtra',
    ]);
  });

  it('given a filter, then only matching cities show, and a miss says so', async () => {
    renderCities();
    await screen.findAllByRole('link', { name: /hotels$/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a city' }), 'mah');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /hotels$/ })).toHaveLength(2));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a city' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No city matches “mahzzz”' })).toBeVisible();
  });

  it('given no cities, then an empty state shows', async () => {
    mockApi.getCities.mockResolvedValue({ data: [] });
    renderCities();
    expect(await screen.findByRole('heading', { name: 'No cities yet' })).toBeVisible();
  });

  it('given the call fails, then an error with retry shows, and retry loads the cities', async () => {
    mockApi.getCities.mockRejectedValueOnce(new Error('API error'));
    renderCities();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cities could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Pune/ })).toBeVisible();
  });

  it('has no axe violations', async () => {
    const { container } = renderCities();
    await screen.findAllByRole('link', { name: /hotels$/ });
    expect(await axe(container)).toHaveNoViolations();
  });
});
