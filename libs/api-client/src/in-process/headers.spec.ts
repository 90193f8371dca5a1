import { captureAttribution } from '../attribution/attribution';
import { ANONYMOUS_ID_KEY } from '../headers/anonymous-id';
import { testClient } from './test-api';

interface Echo {
  method: string;
  url: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

// docs/rules.md section 7 seen from the server side: the echo route returns the request it received.
describe('request headers, token capture and attribution over HTTP (docs/rules.md section 7)', () => {
  it('sends JSON, the anonymous-user id (kept) and the application id; captures x-auth-token; then sends the bearer', async () => {
    const t = testClient('/__echo__');
    const first = (await t.client.loginGoogle({ body: { token: 'credential-123' } })) as unknown as Echo;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/__echo__/api/v2/auth/login/google/');
    expect(first.body).toEqual({ token: 'credential-123' });
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.headers['accept']).toBe('application/json');
    expect(first.headers['x-application-id']).toBe('msite-test');
    expect(first.headers['x-anonymous-id']).toBe(t.storage.getItem(ANONYMOUS_ID_KEY));
    expect(first.headers['authorization']).toBeUndefined();
    expect(t.token()).toBe('echo-token-0123456789abcdef');

    const second = (await t.client.getCities()) as unknown as Echo;
    expect(second.headers['authorization']).toBe('Bearer echo-token-0123456789abcdef');
    expect(second.headers['x-anonymous-id']).toBe(first.headers['x-anonymous-id']);
  });

  it('sends the stored utm and referral parameters on the pricing calls only', async () => {
    const t = testClient('/__echo__');
    captureAttribution('?utm_source=phonepe_app&utm_campaign=diwali&avclk=abc&refid=42&q=goa', t.cookies);
    const prices = (await t.client.getHotelPrices({
      query: { hotel_id: '1,2', checkin: '2026-12-01', checkout: '2026-12-02', roomconfig: '2-0' },
    })) as unknown as Echo;
    expect(prices.query).toEqual({
      utm_source: 'phonepe_app',
      utm_campaign: 'diwali',
      avclk: 'abc',
      refid: '42',
      hotel_id: '1,2',
      checkin: '2026-12-01',
      checkout: '2026-12-02',
      roomconfig: '2-0',
    });
    const rooms = (await t.client.getRoomPrices({
      params: { hotelId: 3 },
      query: { checkin: '2026-12-01', checkout: '2026-12-02' },
    })) as unknown as Echo;
    expect(rooms.query['utm_source']).toBe('phonepe_app');
    const cities = (await t.client.getCities()) as unknown as Echo;
    expect(cities.query).toEqual({});
  });
});
