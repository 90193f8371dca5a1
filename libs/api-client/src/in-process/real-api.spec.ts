import { createPlatform } from '@nivaas/state';
import { createPlatformApiClient } from '../create-platform-api-client';
import { captureAttribution } from '../attribution/attribution';
import { ApiError } from '../errors/api-error';
import { apiUrl, realApi } from './test-api';

// The client against the real reference API (apps/api, in-memory seeded database), started by
// jest.global-setup.ts. Skipped, with a warning from the setup, only while apps/api cannot start.
const describeReal = realApi() ? describe : describe.skip;

function platformClient() {
  const platform = createPlatform();
  const client = createPlatformApiClient(platform, { baseUrl: apiUrl(), applicationId: 'msite-test' });
  return { platform, client };
}

describeReal('api-client against the real apps/api', () => {
  it('reads the catalogue through a generated function', async () => {
    const { client, platform } = platformClient();
    const cities = await client.getCities();
    expect(cities.data.length).toBeGreaterThan(0);
    platform.dispose();
  });

  it('OTP login end to end: token stored in the session, sent as bearer; a 401 after logout clears the session', async () => {
    const { client, platform } = platformClient();
    const phone = '9876500011';
    await client.sendOtp({ body: { phone_number: phone } });
    const inbox = await client.getDevOtpInbox({ query: { phone } });
    const login = await client.verifyOtp({ body: { phone_number: phone, otp: inbox.otp } });
    platform.session.login(login.token, login);
    expect(platform.session.getToken()).toBe(login.token);

    const profile = await client.getProfile();
    expect(profile.mobile).toContain(phone);

    await client.logout();
    await expect(client.getProfile()).rejects.toMatchObject({ status: 401 });
    expect(platform.session.store.getState()).toMatchObject({ isAuthenticated: false, token: null, profile: null });
    platform.dispose();
  });

  it('a wrong OTP rejects with an OTP message taken from the errors list', async () => {
    const { client, platform } = platformClient();
    const phone = '9876500012';
    await client.sendOtp({ body: { phone_number: phone } });
    const inbox = await client.getDevOtpInbox({ query: { phone } });
    const wrong = inbox.otp === '000000' ? '111111' : '000000';
    const error = (await client
      .verifyOtp({ body: { phone_number: phone, otp: wrong } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(error.message).toBe(error.errors[0] ?? 'Something went wrong, please try again later');
    platform.dispose();
  });

  it('the login response x-auth-token header reaches the session before anything else is done', async () => {
    const { client, platform } = platformClient();
    const phone = '9876500013';
    await client.sendOtp({ body: { phone_number: phone } });
    const { otp } = await client.getDevOtpInbox({ query: { phone } });
    const login = await client.verifyOtp({ body: { phone_number: phone, otp } });
    expect(platform.session.getToken()).toBe(login.token);
    // A token alone is not a session: authenticated needs the stored user too (docs/rules.md section 4).
    expect(platform.session.store.getState().isAuthenticated).toBe(false);
    platform.dispose();
  });

  it('repeated wrong OTPs end in a 429 that marks too-many-requests, with the OTP message', async () => {
    const { client, platform } = platformClient();
    const phone = '9876500014';
    await client.sendOtp({ body: { phone_number: phone } });
    const { otp } = await client.getDevOtpInbox({ query: { phone } });
    const wrong = otp === '000000' ? '111111' : '000000';
    let last: ApiError | null = null;
    for (let i = 0; i < 6 && !last?.tooManyRequests; i++) {
      last = (await client
        .verifyOtp({ body: { phone_number: phone, otp: wrong } })
        .catch((e: unknown) => e)) as ApiError;
    }
    expect(last).toMatchObject({ status: 429, tooManyRequests: true });
    expect(last?.message).toBe(last?.errors[0] ?? 'Something went wrong, please try again later');
    platform.dispose();
  });

  it('a request the contract rejects is a 400 carrying the errors list', async () => {
    const { client, platform } = platformClient();
    const bad = { hotel_id: 'x', checkin: 'tomorrow', checkout: '2026-12-02' } as unknown as Parameters<
      typeof client.getHotelPrices
    >[0];
    const error = (await client.getHotelPrices(bad).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 400 });
    expect(error.errors.length).toBeGreaterThan(0);
    platform.dispose();
  });

  it('pricing calls carry the stored attribution and the API accepts it', async () => {
    const { client, platform } = platformClient();
    captureAttribution('?utm_source=phonepe_app&refid=42', platform.cookies);
    const cities = await client.getCities();
    expect(cities.data.length).toBeGreaterThan(0);
    const prices = await client.getHotelPrices({
      query: { hotel_id: '1', checkin: '2030-01-10', checkout: '2030-01-11', roomconfig: '1-0' },
    });
    expect(prices.nights).toBe(1);
    platform.dispose();
  });
});
