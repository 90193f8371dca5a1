import { createTranslate, currentLocale } from '@nivaas/i18n';
import type { Room } from '@nivaas/domain/rooms';
import { render, screen } from '@testing-library/react';
import type { ListingStay } from '../data/listing-types';
import { LISTING_MESSAGES } from '../i18n/listing-messages';
import { ListingHeader } from './listing-header';

/** The header as the screen renders it: the listing's texts in the page's `<html lang>`. */
function renderHeader(count: number, rooms: readonly Room[]) {
  const stay: ListingStay = { stay: { checkin: '2030-12-03', checkout: '2030-12-05' }, rooms, siteQuery: '' };
  const t = createTranslate(LISTING_MESSAGES, currentLocale());
  render(<ListingHeader t={t} heading="Hotels" seoText={null} stay={stay} count={count} />);
  return { count: screen.getByRole('status').textContent };
}

const ONE_GUEST: readonly Room[] = [{ adults: 1, kids: 0 }];
const TWO_ROOMS: readonly Room[] = [
  { adults: 2, kids: 1 },
  { adults: 1, kids: 0 },
];

describe('ListingHeader: the number of hotels and the stay, by the page language’s plural rules', () => {
  const lang = document.documentElement.lang;
  afterEach(() => {
    document.documentElement.lang = lang;
  });

  it.each([
    [1, ONE_GUEST, '1 hotel', '1 room · 1 guest'],
    [2, TWO_ROOMS, '2 hotels', '2 rooms · 4 guests'],
  ])('given en-GB and %i hotels, then "%s" and "%s"', (count, rooms, text, stay) => {
    document.documentElement.lang = 'en-GB';
    expect(renderHeader(count, rooms).count).toBe(text);
    expect(screen.getByText(new RegExp(`· ${stay}$`))).toBeInTheDocument();
  });

  it.each([
    [0, ONE_GUEST, '0 hôtel', '1 chambre · 1 voyageur'],
    [1, ONE_GUEST, '1 hôtel', '1 chambre · 1 voyageur'],
    [2, TWO_ROOMS, '2 hôtels', '2 chambres · 4 voyageurs'],
  ])('given fr-FR and %i hotels, then "%s" and "%s" (0 and 1 are singular in French)', (count, rooms, text, stay) => {
    document.documentElement.lang = 'fr-FR';
    expect(renderHeader(count, rooms).count).toBe(text);
    expect(screen.getByText(new RegExp(`· ${stay}$`))).toBeInTheDocument();
  });
});

describe('ListingHeader: the search header type (docs/rules.md 3 searchHeaderType)', () => {
  const stay: ListingStay = { stay: { checkin: '2030-12-03', checkout: '2030-12-05' }, rooms: [], siteQuery: '' };
  const t = createTranslate(LISTING_MESSAGES, 'en-GB');

  it('given the summary, then Modify search is offered; given the widget, then it is not', () => {
    const onModify = jest.fn();
    const props = { t, heading: 'Hotels', seoText: null, stay, count: 1, onModify };
    const { rerender } = render(<ListingHeader {...props} headerType="summary" />);
    screen.getByRole('button', { name: 'Modify search' }).click();
    expect(onModify).toHaveBeenCalledTimes(1);
    rerender(<ListingHeader {...props} headerType="widget" />);
    expect(screen.queryByRole('button', { name: 'Modify search' })).not.toBeInTheDocument();
  });
});
