import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { render, screen, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { createTranslate } from '@nivaas/i18n';
import { LISTING_MESSAGES } from '../i18n/listing-messages';
import { hotelCard } from '../testing/listing-fixtures';
import { AD_AFTER, HotelList } from '../components/hotel-list';

expect.extend(toHaveNoViolations);

const mockApi = { getContentsV2: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const t = createTranslate(LISTING_MESSAGES, 'en-GB');
const AD = {
  title: 'Weekend getaways in Goa',
  text: 'Budget stays a short walk from the beaches.',
  cta: 'See hotels in Goa',
  image_url: '/api/images/cities/goa-640.jpg',
  link: '/hotels-in-goa/',
};

function renderList(count: number, pathname = '/hotels-in-bengaluru/') {
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  return render(
    <MemoryRouter>
      <HotelList
        t={t}
        ids={ids}
        cards={Object.fromEntries(ids.map((id) => [id, hotelCard(id)]))}
        siteQuery=""
        numberFormat={new Intl.NumberFormat('en-IN')}
        onOpen={jest.fn()}
        pathname={pathname}
      />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  mockApi.getContentsV2.mockReset();
  mockApi.getContentsV2.mockResolvedValue({ data: { adsbanner_content: AD } });
});

describe('the listing ad slot (content adsbanner_content)', () => {
  it('given more hotels than the slot comes after, then a labelled promotion after the fifth hotel, to its listing', async () => {
    const { container } = renderList(8);
    const ad = await screen.findByRole('complementary', { name: 'Promotion' });
    expect(within(ad).getByRole('link', { name: /Weekend getaways in Goa/ })).toHaveAttribute(
      'href',
      '/hotels-in-goa/',
    );
    expect(within(ad).getByText('See hotels in Goa')).toBeVisible();
    // The list's own items: five hotels, then the ad.
    const items = screen.getByRole('list', { name: 'Hotels' }).children;
    expect(items[AD_AFTER - 1]).toHaveTextContent(`Hotel ${AD_AFTER}`);
    expect(items[AD_AFTER]).toContainElement(ad);
    expect(within(screen.getByRole('list', { name: 'Hotels' })).getAllByRole('article')).toHaveLength(8);
    expect(mockApi.getContentsV2).toHaveBeenCalledWith({ query: { keys: 'adsbanner_content' } }, expect.anything());
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given no more hotels than that, then no slot and nothing asked', () => {
    renderList(AD_AFTER);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(mockApi.getContentsV2).not.toHaveBeenCalled();
  });

  it('given the listing the ad leads to, then no ad on it', async () => {
    renderList(8, '/hotels-in-goa/');
    await screen.findAllByRole('article');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockApi.getContentsV2).toHaveBeenCalled();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('given the content fails, then no ad and no error', async () => {
    mockApi.getContentsV2.mockRejectedValue(new Error('API Error'));
    renderList(8);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
