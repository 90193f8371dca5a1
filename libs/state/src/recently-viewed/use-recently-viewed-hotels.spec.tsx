import type { RecentlyViewedHotel } from '@nivaas/domain/search';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { PlatformProvider } from '../platform/platform-context';
import { createTestPlatform, type TestPlatform } from '../testing/create-test-platform';
import { RECENTLY_VIEWED_KEY } from './create-recently-viewed-store';
import { useRecentlyViewedHotels, useRecordRecentlyViewedHotel } from './use-recently-viewed-hotels';

const hotel = (id: number, name = `Nivaas ${id}`): RecentlyViewedHotel => ({
  id,
  name,
  path: `/hotels-in-goa/nivaas-${id}-${id}/`,
  city: 'Goa',
  locality: 'Calangute',
  imageUrl: null,
  rating: 4,
});

function List() {
  const { hotels, clear } = useRecentlyViewedHotels();
  return (
    <>
      <ul aria-label="Viewed">
        {hotels.map((h) => (
          <li key={h.id}>{h.name}</li>
        ))}
      </ul>
      <button type="button" onClick={clear}>
        Clear
      </button>
    </>
  );
}

const seeded = (...hotels: RecentlyViewedHotel[]) =>
  createTestPlatform({ storage: { [RECENTLY_VIEWED_KEY]: JSON.stringify(hotels) } });
const withPlatform = (platform: TestPlatform, children: React.ReactNode) => (
  <PlatformProvider platform={platform}>{children}</PlatformProvider>
);
const names = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('useRecentlyViewedHotels', () => {
  it('given stored hotels, then they are listed after mount, newest first, and clear empties the list', () => {
    const platform = seeded(hotel(2), hotel(1));
    render(withPlatform(platform, <List />));
    expect(names()).toEqual(['Nivaas 2', 'Nivaas 1']);
    act(() => screen.getByRole('button', { name: 'Clear' }).click());
    expect(names()).toEqual([]);
    expect(platform.storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('given a server render, then the list is not in the HTML, and hydrating it fills the list in without a mismatch', async () => {
    const platform = seeded(hotel(1));
    // Already read by an earlier page of this visit: the store holds the list before the render.
    platform.recentlyViewed.load();
    const html = renderToString(withPlatform(platform, <List />));
    expect(html).not.toContain('Nivaas 1');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, withPlatform(platform, <List />), { onRecoverableError: recoverable });
    });
    expect(container.textContent).toContain('Nivaas 1');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});

describe('useRecordRecentlyViewedHotel', () => {
  function HotelPage({ initial }: { initial: RecentlyViewedHotel | null }) {
    const [shown, setShown] = useState(initial);
    useRecordRecentlyViewedHotel(shown);
    return (
      <button type="button" onClick={() => setShown(hotel(7, 'Nivaas Seven'))}>
        Show seven
      </button>
    );
  }

  it('given a hotel shown, then it is recorded first; null records nothing; another hotel goes before it', () => {
    const platform = seeded(hotel(1));
    render(withPlatform(platform, <HotelPage initial={null} />));
    expect(platform.storage.getItem(RECENTLY_VIEWED_KEY)).toBe(JSON.stringify([hotel(1)]));
    act(() => screen.getByRole('button', { name: 'Show seven' }).click());
    const ids = () => platform.recentlyViewed.store.getState().hotels.map((h) => h.id);
    expect(ids()).toEqual([7, 1]);
  });

  it('given re-renders with the same details, then the hotel is recorded once', () => {
    const platform = seeded();
    const record = jest.spyOn(platform.recentlyViewed, 'record');
    const { rerender } = render(withPlatform(platform, <HotelPage initial={hotel(3)} />));
    rerender(withPlatform(platform, <HotelPage initial={hotel(3)} />));
    expect(record).toHaveBeenCalledTimes(1);
  });
});
