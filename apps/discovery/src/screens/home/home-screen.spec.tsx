import { fakeApiError } from '@nivaas/api-client/testing';
import { RECENT_SEARCHES_KEY } from '@nivaas/state';
import { todayInKolkata, addDays } from '@nivaas/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { Frame, testPlatform } from '../../features/search-widget/testing';
import HomeScreen from './home-screen';
import { provideHomeApi } from './testing';
import { homeApi, landingHotel, WEEKEND_BANNER, WEEKEND_DETAIL } from '../../testing/story-fixtures';
import { apiCity } from '../../testing/city-fixtures';

expect.extend(toHaveNoViolations);

const mockApi = provideHomeApi({ getCampaignBanner: jest.fn() });

const city = (name: string, slug: string) =>
  apiCity(name, {
    id: slug.length,
    slug,
    coordinates: { lat: 1, lng: 2 },
    hotel_count: 42,
    image_url: `/api/images/cities/${slug}-640.jpg`,
    is_popular: true,
  });
const hotel = landingHotel();

beforeEach(() => {
  mockApi.getPopularCities.mockResolvedValue({ data: [city('Bengaluru', 'bengaluru'), city('Goa', 'goa')] });
  mockApi.getCampaignBanners.mockResolvedValue({ data: [WEEKEND_BANNER] });
  mockApi.getLandingPageContent.mockResolvedValue({
    data: {
      budget: [hotel],
      couple_friendly_hotels: [],
      hotels_with_free_breakfast: 'not a list',
      cities: [
        {
          ...city('Bengaluru', 'bengaluru'),
          localities: [
            { name: 'Koramangala', slug: 'koramangala', coordinates: { lat: 1, lng: 2 }, hotel_count: 12 },
            { name: 'Indiranagar', slug: 'indiranagar', coordinates: { lat: 1, lng: 2 }, hotel_count: 1 },
          ],
        },
      ],
    },
  });
  mockApi.getContentsV2.mockResolvedValue(homeApi().getContentsV2);
  mockApi.getContentsV1.mockResolvedValue({
    data: { msite_seo_footer: { title: 'Popular searches', text: 'Budget hotels across India.' } },
  });
});

const DETAIL = WEEKEND_DETAIL;

function renderHome(seed: Record<string, string> = {}, path = '/') {
  const platform = testPlatform(seed);
  const view = render(
    <Frame platform={platform} path={path}>
      <HomeScreen />
    </Frame>,
  );
  // Every section settles before a test ends, so no answer lands outside act().
  const settled = async () => {
    await screen.findByRole('region', { name: 'Popular searches' });
    await waitFor(() => expect(screen.queryAllByLabelText('Loading')).toHaveLength(0));
  };
  return { platform, settled, ...view };
}

describe('HomeScreen', () => {
  it('given a visitor back from a listing, then the search header is the full widget again (docs/rules.md 3 searchHeaderType)', async () => {
    const platform = testPlatform();
    platform.search.setSearchHeaderType('summary');
    render(
      <Frame platform={platform}>
        <HomeScreen />
      </Frame>,
    );
    await screen.findByRole('region', { name: 'Popular searches' });
    await waitFor(() => expect(screen.queryAllByLabelText('Loading')).toHaveLength(0));
    expect(platform.search.store.getState().searchHeaderType).toBe('widget');
  });

  it('given a last recent search, then the widget is pre-filled with its place, dates and rooms (docs/rules.md 2)', async () => {
    const checkin = addDays(todayInKolkata(), 3);
    const recent = [
      {
        location: 'Goa',
        range: { checkin, checkout: addDays(checkin, 2) },
        rooms: [
          { adults: 2, kids: 1 },
          { adults: 1, kids: 0 },
        ],
        lat: 15.4,
        lng: 73.8,
      },
      { location: 'Pune', range: { checkin, checkout: addDays(checkin, 1) }, rooms: [{ adults: 1, kids: 0 }] },
    ];
    const { settled } = renderHome({ [RECENT_SEARCHES_KEY]: JSON.stringify(recent) });
    expect(await screen.findByRole('combobox', { name: /city, locality/i })).toHaveValue('Goa');
    expect(screen.getByRole('button', { name: /dates/i })).toHaveTextContent('2 nights');
    expect(screen.getByRole('button', { name: /rooms and guests/i })).toHaveTextContent('2 rooms, 4 guests');
    await settled();
  });

  it('given no recent search, then the widget starts empty for tonight and one adult', async () => {
    const { settled } = renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Budget hotels across India' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /city, locality/i })).toHaveValue('');
    expect(screen.getByRole('button', { name: /rooms and guests/i })).toHaveTextContent('1 room, 1 guest');
    await settled();
  });

  it('shows popular cities linking to their listings, with sized responsive images', async () => {
    const { settled } = renderHome();
    const link = await screen.findByRole('link', { name: /Bengaluru 42 hotels/ });
    expect(link).toHaveAttribute('href', '/hotels-in-bengaluru/');
    const img = link.querySelector('img');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
    expect(img?.getAttribute('srcset')).toContain('/api/images/cities/bengaluru-320.jpg 320w');
    expect(screen.getByRole('link', { name: 'All cities' })).toHaveAttribute('href', '/cities/');
    await settled();
  });

  it('given the banners call fails, then no banner and no error shows, and the rest of home still works', async () => {
    mockApi.getCampaignBanners.mockRejectedValue(new Error('API Error'));
    renderHome();
    expect(await screen.findByRole('link', { name: /Bengaluru 42 hotels/ })).toBeVisible();
    await waitFor(() => expect(mockApi.getCampaignBanners).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Offers' })).toBeNull();
    expect(screen.queryByText('Weekend in Bengaluru')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Budget hotels' })).toBeVisible();
    await waitFor(() => expect(screen.queryAllByLabelText('Loading')).toHaveLength(0));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it("given banners, then each links to its campaign's detail with its coupon code", async () => {
    const { settled } = renderHome();
    const offers = await screen.findByRole('region', { name: 'Offers' });
    expect(within(offers).getByRole('link', { name: /Weekend in Bengaluru.*See the offer/ })).toHaveAttribute(
      'href',
      '/?campaign=2',
    );
    expect(within(offers).getByText('Code WEEKEND15')).toBeVisible();
    await settled();
  });

  it('given popular cities fail, then an error with retry shows, and retry loads them', async () => {
    mockApi.getPopularCities.mockRejectedValueOnce(new Error('API error'));
    const { settled } = renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Popular cities could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Goa 42 hotels/ })).toBeVisible();
    await settled();
  });

  it('shows landing hotels with the stay in their links, promotions, and the SEO footer text', async () => {
    renderHome();
    const budget = await screen.findByRole('region', { name: 'Budget hotels' });
    const card = within(budget).getByRole('link', { name: /Nivaas Koramangala Residency/ });
    expect(card.getAttribute('href')).toMatch(
      /^\/hotels-in-bengaluru\/nivaas-koramangala-residency-1042\/\?checkin=\d\d-\d\d-\d{4}&checkout=.*&roomconfig=1-0$/,
    );
    expect(screen.queryByRole('region', { name: 'Couple friendly hotels' })).toBeNull();
    expect(await screen.findByText('Pay up to 20% with reward points')).toBeVisible();
    expect(screen.getByText('Pay 30% now')).toBeVisible();
    const footer = await screen.findByRole('region', { name: 'Popular searches' });
    expect(within(footer).getByText('Budget hotels across India.')).toBeVisible();
  });

  it('shows the New Year specials: which nights, how much off, and hotels that open on those nights', async () => {
    renderHome();
    const special = await screen.findByRole('region', { name: 'New Year specials' });
    expect(
      within(special).getByText('15% off the room rate for the nights of Wed, 30 Dec to Thu, 31 Dec, at these hotels'),
    ).toBeVisible();
    expect(within(special).getByRole('link', { name: /Nivaas Koramangala Residency/ })).toHaveAttribute(
      'href',
      '/hotels-in-bengaluru/nivaas-koramangala-residency-1042/?checkin=30-12-2026&checkout=01-01-2027&roomconfig=1-0',
    );
    expect(mockApi.getContentsV2).toHaveBeenCalledWith(
      { query: { keys: expect.stringContaining('special_rate_hotels') } },
      expect.anything(),
    );
  });

  it('given no special in the content, then no specials section', async () => {
    mockApi.getContentsV2.mockResolvedValue({ data: { perfect_stay: { title: 'Perfect Stay', text: 'x' } } });
    renderHome();
    await screen.findByRole('heading', { name: 'Perfect Stay' });
    expect(screen.queryByRole('region', { name: 'New Year specials' })).toBeNull();
  });

  it('shows the popular cities’ areas, each to its listing with its number of hotels', async () => {
    renderHome();
    const areas = await screen.findByRole('region', { name: 'Popular areas' });
    const list = within(areas).getByRole('list', { name: 'Areas of Bengaluru' });
    expect(within(list).getByRole('link', { name: 'Koramangala, 12 hotels' })).toHaveAttribute(
      'href',
      '/hotels-in-koramangala-bengaluru/',
    );
    expect(within(list).getByRole('link', { name: 'Indiranagar, 1 hotel' })).toBeVisible();
    expect(mockApi.getLandingPageContent).toHaveBeenCalledWith(
      { query: { keys: 'budget,couple_friendly_hotels,hotels_with_free_breakfast,cities' } },
      expect.anything(),
    );
  });

  it('opens the perfect-stay and traveller-rewards modals through the UI store', async () => {
    const { platform } = renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'How it works' }));
    const perfect = await screen.findByRole('dialog', { name: 'Perfect Stay or it’s free' });
    expect(platform.ui.store.getState().modals['perfect-stay-banner']).toBe(true);
    expect(within(perfect).getByText('Tell us within 30 minutes and we fix it.')).toBeVisible();
    await userEvent.click(within(perfect).getByRole('button', { name: 'Close' }));
    expect(platform.ui.store.getState().modals['perfect-stay-banner']).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'See the benefits' }));
    const rewards = await screen.findByRole('dialog', { name: 'Nivaas Rewards' });
    expect(within(rewards).getByText('gold')).toBeVisible();
    expect(within(rewards).getByRole('link', { name: 'Introducing rewards' })).toHaveAttribute(
      'href',
      '/introducing-rewards/',
    );
  });

  it('given the promotions content fails, then that section offers a retry', async () => {
    mockApi.getContentsV2.mockRejectedValueOnce(new Error('API Error'));
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Offers could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pay 30% now')).toBeVisible();
  });

  describe("a campaign's detail, from its banner", () => {
    beforeEach(() => mockApi.getCampaignBanner.mockResolvedValue(DETAIL));

    it('given a banner tapped, then the detail opens over home with the coupon conditions, terms and the way to its hotels', async () => {
      const { settled } = renderHome();
      await userEvent.click(await screen.findByRole('link', { name: /Weekend in Bengaluru/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Weekend in Bengaluru' });
      expect(mockApi.getCampaignBanner).toHaveBeenCalledWith({ params: { id: 2 } }, expect.anything());
      // The coupon's heading, then the code itself: the word "code" is read once.
      const coupon = await within(dialog).findByRole('region', { name: 'The code' });
      expect(within(coupon).getByText('WEEKEND15')).toBeVisible();
      expect(within(dialog).queryByText(/Code WEEKEND15/i)).toBeNull();
      expect(within(dialog).getByText(/The code works in every city/)).toBeVisible();
      expect(within(dialog).getByText('15% off the room price before tax, up to ₹750')).toBeVisible();
      expect(within(dialog).getByText('When the room price before tax is ₹2,000 or more')).toBeVisible();
      expect(within(dialog).queryByText('On your first booking with us')).toBeNull();
      expect(within(dialog).getByText('One coupon per booking.')).toBeVisible();
      expect(within(dialog).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/hotels-in-bengaluru/');
      expect(await axe(document.body)).toHaveNoViolations();
      // Closing goes back to home as it was.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('region', { name: 'Offers' })).toBeVisible();
      await settled();
    });

    it('given a URL that names a campaign, then its detail opens; Close removes it from the URL', async () => {
      const { settled } = renderHome({}, '/?campaign=2');
      const dialog = await screen.findByRole('dialog', { name: 'Weekend in Bengaluru' });
      await within(dialog).findByText('WEEKEND15');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await settled();
    });

    it('given a campaign the API does not know, then it says the offer is not available', async () => {
      mockApi.getCampaignBanner.mockRejectedValue(fakeApiError(404, 'Banner not found'));
      const { settled } = renderHome({}, '/?campaign=99');
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByRole('heading', { name: 'This offer is not available' })).toBeVisible();
      await settled();
    });

    it('given the detail fails, then Retry loads it', async () => {
      mockApi.getCampaignBanner.mockRejectedValueOnce(new Error('API Error'));
      const { settled } = renderHome({}, '/?campaign=2');
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Try again' }));
      // The coupon's heading, then the code itself: the word "code" is read once.
      const coupon = await within(dialog).findByRole('region', { name: 'The code' });
      expect(within(coupon).getByText('WEEKEND15')).toBeVisible();
      expect(within(dialog).queryByText(/Code WEEKEND15/i)).toBeNull();
      await settled();
    });

    it.each(['abc', '0', '%25', '9'.repeat(50)])(
      'given ?campaign=%s, then nothing opens and nothing is asked',
      async (id) => {
        const { settled } = renderHome({}, `/?campaign=${id}`);
        await settled();
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(mockApi.getCampaignBanner).not.toHaveBeenCalled();
      },
    );
  });

  it('has no axe violations once loaded', async () => {
    const { container } = renderHome();
    await screen.findByRole('region', { name: 'Popular searches' });
    await screen.findByRole('link', { name: /Goa 42 hotels/ });
    expect(await axe(container)).toHaveNoViolations();
  });
});
