import { fakeApiError, provideApiClient } from '@nivaas/api-client/testing';
import { isRouteNotFound } from '@nivaas/routes';
import type { HotelDetails } from '@nivaas/api-client/contract';
import { fakeHotelApi, hotelDetails } from '../../../testing/hotel-fixtures';
import { hotelIdOf, loadHotelDetails } from './load-hotel-details';

const TODAY = '2026-12-01';
const context = (search: string, hotelId = '1042') => ({
  params: { city: 'bengaluru', hotelSlug: 'nivaas-koramangala-residency', hotelId },
  searchParams: new URLSearchParams(search),
  signal: new AbortController().signal,
});

describe('loadHotelDetails (the hotel details loader)', () => {
  it('given no dates or rooms, then tonight for one adult, hotel and prices asked side by side', async () => {
    const api = provideApiClient(fakeHotelApi());
    let answerHotel: (hotel: HotelDetails) => void = () => undefined;
    api.answer({ getHotelDetails: () => new Promise<HotelDetails>((resolve) => (answerHotel = resolve)) });
    const loading = loadHotelDetails(context(''), TODAY);
    await Promise.resolve();
    // The prices are asked for while the hotel is still on its way.
    expect(api.callsOf('getRoomPrices')).toHaveLength(1);
    answerHotel(hotelDetails());
    const data = await loading;
    expect(data.status).toBe('ready');
    expect(data.stay).toMatchObject({
      stay: { checkin: TODAY, checkout: '2026-12-02' },
      rooms: [{ adults: 1, kids: 0 }],
      nights: 1,
    });
    expect(api.callsOf('getRoomPrices')[0]).toEqual({
      params: { hotelId: 1042 },
      query: { checkin: TODAY, checkout: '2026-12-02', roomconfig: '1-0', channel: 'msite', apply_wallet: true },
    });
  });

  it('given the content’s TA threshold, then it comes with the hotel (the server draws the TA line); a failure is null', async () => {
    const api = provideApiClient(
      fakeHotelApi({ getContentsV1: { data: { ta_rating_threshold: { defaultTaRatingThreshold: 4 } } } }),
    );
    expect(await loadHotelDetails(context(''), TODAY)).toMatchObject({ status: 'ready', taThreshold: 4 });
    expect(api.callsOf('getContentsV1')[0]).toMatchObject({ query: { key: 'ta_rating_threshold' } });
    api.failNext('getContentsV1', fakeApiError(503, 'Content unavailable'));
    expect(await loadHotelDetails(context(''), TODAY)).toMatchObject({ status: 'ready', taThreshold: null });
  });

  it('given a coupon in the URL, then the prices are asked with it (docs/rules.md 7 couponcode)', async () => {
    const api = provideApiClient(fakeHotelApi());
    const data = await loadHotelDetails(context('couponCode=nivaas10'), TODAY);
    expect(api.callsOf('getRoomPrices')[0]?.query).toMatchObject({ couponcode: 'NIVAAS10', apply_wallet: true });
    expect(data).toMatchObject({ status: 'ready', couponRefused: null });
  });

  it('given a coupon this visitor may not use, then the prices without it and the reason, never a blank page', async () => {
    const api = provideApiClient(fakeHotelApi());
    api.failNext('getRoomPrices', fakeApiError(400, 'Log in to use this coupon', ['Log in to use WELCOME']));
    const data = await loadHotelDetails(context('couponCode=WELCOME'), TODAY);
    expect(api.callsOf('getRoomPrices')).toHaveLength(2);
    expect(api.callsOf('getRoomPrices')[1]?.query).not.toHaveProperty('couponcode');
    expect(data).toMatchObject({
      status: 'ready',
      prices: expect.objectContaining({ hotel_id: 1042 }),
      couponRefused: { code: 'WELCOME', reason: 'Log in to use WELCOME' },
    });
  });

  it('given a code that is not a code (script, spaces), then it is not sent', async () => {
    const api = provideApiClient(fakeHotelApi());
    await loadHotelDetails(context('couponCode=%3Cscript%3E'), TODAY);
    expect(api.callsOf('getRoomPrices')[0]?.query).not.toHaveProperty('couponcode');
  });

  it('given a past check-in, a 20-night stay and an unreadable room, then the stay is clamped by docs/rules.md 5', async () => {
    const api = provideApiClient(fakeHotelApi());
    const data = await loadHotelDetails(context('checkin=20-11-2026&checkout=30-12-2026&roomconfig=2-0,x,1-1'), TODAY);
    expect(api.callsOf('getRoomPrices')[0]?.query).toMatchObject({
      checkin: TODAY,
      checkout: '2026-12-16',
      roomconfig: '2-0,1-1',
    });
    expect(data.stay.siteQuery).toBe('checkin=01-12-2026&checkout=16-12-2026&roomconfig=2-0%2C1-1');
  });

  it('given a hotel the API does not know, then a failure that keeps its 404 (the page says so, with a way to search)', async () => {
    provideApiClient(fakeHotelApi());
    await expect(loadHotelDetails(context('', '99'), TODAY)).resolves.toMatchObject({
      status: 'error',
      hotelId: 99,
      code: 404,
    });
  });

  it('given a hotel that left the chain, then a failure that keeps its 410', async () => {
    const api = provideApiClient(fakeHotelApi());
    api.failNext('getHotelDetails', fakeApiError(410, 'This hotel is no longer on Nivaas'));
    await expect(loadHotelDetails(context(''), TODAY)).resolves.toMatchObject({ status: 'error', code: 410 });
  });

  it('given no answer at all (network), then a failure with no code', async () => {
    const api = provideApiClient(fakeHotelApi());
    api.failNext('getHotelDetails', fakeApiError(0, 'API error'));
    await expect(loadHotelDetails(context(''), TODAY)).resolves.toMatchObject({ status: 'error', code: null });
  });

  it('given an id that is not a number, then Not Found without asking the API', async () => {
    const api = provideApiClient(fakeHotelApi());
    const error = await loadHotelDetails(context('', 'abc'), TODAY).catch((e: unknown) => e);
    expect(isRouteNotFound(error)).toBe(true);
    expect(api.calls).toHaveLength(0);
  });

  it('given the hotel call fails otherwise, then an error the screen offers Retry for', async () => {
    const api = provideApiClient(fakeHotelApi());
    api.failNext('getHotelDetails', fakeApiError(500, 'API Error'));
    await expect(loadHotelDetails(context(''), TODAY)).resolves.toMatchObject({
      status: 'error',
      hotelId: 1042,
      code: 500,
    });
  });

  it('given only the prices call fails, then the hotel with no prices', async () => {
    const api = provideApiClient(fakeHotelApi());
    api.failNext('getRoomPrices');
    const data = await loadHotelDetails(context(''), TODAY);
    expect(data).toMatchObject({ status: 'ready', prices: null });
  });
});

describe('hotelIdOf (a hotel id read from the URL)', () => {
  it('reads digits only', () => {
    expect(hotelIdOf('1042')).toBe(1042);
    expect(hotelIdOf('0')).toBeNull();
    expect(hotelIdOf('12a')).toBeNull();
    expect(hotelIdOf('99999999999999')).toBeNull();
    expect(hotelIdOf(undefined)).toBeNull();
  });
});
