import type { RecentlyViewedHotel } from '@nivaas/domain/search';
import { RECENTLY_VIEWED_KEY } from '@nivaas/state';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { Frame, testPlatform } from '../../features/search-widget/testing';
import HomeScreen from './home-screen';
import { provideHomeApi } from './testing';
// The section is a lazy chunk: loaded with the suite, so its first appearance is not held up by transpiling it.
import './recently-viewed';

expect.extend(toHaveNoViolations);

const mockApi = provideHomeApi();

const viewed = (id: number, extra: Partial<RecentlyViewedHotel> = {}): RecentlyViewedHotel => ({
  id,
  name: `Nivaas Hotel ${id}`,
  path: `/hotels-in-goa/nivaas-hotel-${id}-${id}/?checkin=10-12-2030&checkout=11-12-2030&roomconfig=2-0`,
  city: 'Goa',
  locality: 'Calangute',
  imageUrl: `/api/images/hotels/${id}/1-1024.jpg`,
  rating: 4.3,
  ...extra,
});

beforeEach(() => {
  mockApi.getPopularCities.mockResolvedValue({ data: [] });
  mockApi.getCampaignBanners.mockResolvedValue({ data: [] });
  mockApi.getLandingPageContent.mockResolvedValue({ data: {} });
  mockApi.getContentsV2.mockResolvedValue({ data: {} });
  mockApi.getContentsV1.mockResolvedValue({ data: {} });
});

function renderHome(stored?: string) {
  const platform = testPlatform(stored === undefined ? {} : { [RECENTLY_VIEWED_KEY]: stored });
  const view = render(
    <Frame platform={platform}>
      <HomeScreen />
    </Frame>,
  );
  const settled = () => waitFor(() => expect(screen.queryAllByLabelText('Loading')).toHaveLength(0));
  return { platform, settled, ...view };
}

describe('Home: recently viewed hotels', () => {
  it('given hotels the visitor opened, then they are listed newest first, each a link to its page with its place, rating and a sized picture', async () => {
    const { settled } = renderHome(JSON.stringify([viewed(2), viewed(1, { imageUrl: null, rating: 0 })]));
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Nivaas Hotel 2'),
      expect.stringContaining('Nivaas Hotel 1'),
    ]);
    const first = links[0] as HTMLElement;
    expect(first).toHaveAttribute('href', viewed(2).path);
    expect(within(first).getByText('Calangute, Goa')).toBeVisible();
    expect(within(first).getByRole('img', { name: /4\.3/ })).toBeVisible();
    const picture = first.querySelector('img');
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '480');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture?.getAttribute('srcset')).toContain('/api/images/hotels/2/1-320.jpg 320w');
    // No rating yet and no picture: neither is shown, and nothing breaks.
    expect(within(links[1] as HTMLElement).queryByRole('img')).toBeNull();
    expect((links[1] as HTMLElement).querySelector('img')).toBeNull();
    await settled();
  });

  it('given no hotel viewed yet, then there is no such section', async () => {
    const { settled } = renderHome();
    await settled();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
  });

  it.each([['{not json'], ['{"hotels":[]}'], [JSON.stringify([{ id: 'x' }, null, { name: '<b>x</b>' }])]])(
    'given foreign or broken data %p in storage, then home shows without the section and without a crash',
    async (stored) => {
      const { settled } = renderHome(stored);
      await settled();
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    },
  );

  it('given a name with markup, then it is shown as text', async () => {
    const { settled } = renderHome(JSON.stringify([viewed(5, { name: '<img src=x onerror=alert(1)>Inn' })]));
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(section).getByText('<img src=x onerror=alert(1)>Inn')).toBeVisible();
    expect(section.querySelector('img[src="x"]')).toBeNull();
    await settled();
  });

  it('given Clear, then the list is forgotten and the section goes', async () => {
    const { platform, settled } = renderHome(JSON.stringify([viewed(1)]));
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    await userEvent.click(within(section).getByRole('button', { name: 'Clear recently viewed hotels' }));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    expect(platform.storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    await settled();
  });

  it('given a server render (home is cached for an hour and shared), then the section is not in the HTML', () => {
    const platform = testPlatform({ [RECENTLY_VIEWED_KEY]: JSON.stringify([viewed(1)]) });
    platform.recentlyViewed.load();
    const html = renderToString(
      <Frame platform={platform}>
        <HomeScreen />
      </Frame>,
    );
    expect(html).toContain('Budget hotels across India');
    expect(html).not.toContain('Nivaas Hotel 1');
    expect(html).not.toContain('Recently viewed');
  });

  it('has no axe violations with the section shown', async () => {
    const { container, settled } = renderHome(JSON.stringify([viewed(1), viewed(2)]));
    await screen.findByRole('region', { name: 'Recently viewed' });
    await settled();
    expect(await axe(container)).toHaveNoViolations();
  });
});
