import { PHONEPE_GUEST_KEY } from '@nivaas/domain/sign-in';
import { createMemoryCookieJar, createPlatform, parsePhonepeGuestDetails, TOKEN_KEY } from '@nivaas/state';
import { LOGIN_USER } from '../testing/auth-test-harness';
import { launchPhonepe } from './launch-phonepe';
import { createPhonepeSdk, NO_PHONEPE_SDK, type PhonepeSdk } from './phonepe-sdk';

const sdkWith = (token: string): PhonepeSdk => ({ fetchGrantToken: jest.fn().mockResolvedValue(token) });

function setup(guest?: unknown) {
  const platform = createPlatform({ cookies: createMemoryCookieJar() });
  if (guest !== undefined)
    platform.storage.setItem(PHONEPE_GUEST_KEY, typeof guest === 'string' ? guest : JSON.stringify(guest));
  const loginPhonepe = jest.fn().mockResolvedValue({ ...LOGIN_USER, first_name: 'Guest' });
  return { platform, loginPhonepe, api: async () => ({ loginPhonepe }) };
}

describe('PhonePe launch (docs/rules.md section 4: payment-app launches fetch a grant token)', () => {
  it('given a grant token, then it logs in with {token}, the session holds token and profile, and guest details are kept', async () => {
    const { platform, loginPhonepe, api } = setup();
    const outcome = await launchPhonepe({ platform, api, sdk: async () => sdkWith('pp.grant-token') });
    expect(outcome).toEqual({ kind: 'signed-in' });
    expect(loginPhonepe).toHaveBeenCalledWith({ body: { token: 'pp.grant-token' } });
    expect(platform.session.store.getState().isAuthenticated).toBe(true);
    expect(platform.storage.getItem(TOKEN_KEY)).toBe('token-42');
    expect(parsePhonepeGuestDetails(platform.storage.getItem(PHONEPE_GUEST_KEY))).toEqual({
      name: 'Rao',
      mobile: '9876543210',
      email: 'asha@example.in',
    });
  });

  it('phonepe fallback: given no SDK, then guest details from the app storage are returned for checkout', async () => {
    const { platform, loginPhonepe, api } = setup({ name: 'Asha Rao', mobile: '9876543210', email: 'asha@example.in' });
    const outcome = await launchPhonepe({ platform, api, sdk: async () => NO_PHONEPE_SDK });
    expect(outcome).toEqual({
      kind: 'guest',
      guest: { name: 'Asha Rao', mobile: '9876543210', email: 'asha@example.in' },
    });
    expect(loginPhonepe).not.toHaveBeenCalled();
    expect(platform.session.store.getState().isAuthenticated).toBe(false);
  });

  it('phonepe fallback: given a rejected token, then guest details; none stored gives null', async () => {
    const { platform, api } = setup();
    const { loginPhonepe } = await api();
    loginPhonepe.mockRejectedValue(Object.assign(new Error('PhonePe sign-in failed'), { status: 401 }));
    expect(await launchPhonepe({ platform, api, sdk: async () => sdkWith('pp.bad-token') })).toEqual({
      kind: 'guest',
      guest: null,
    });
  });

  it('phonepe fallback: given corrupt stored details, then they are dropped rather than pre-filled', async () => {
    const { platform, api } = setup('{not json');
    expect(await launchPhonepe({ platform, api, sdk: async () => NO_PHONEPE_SDK })).toEqual({
      kind: 'guest',
      guest: null,
    });
    expect(platform.storage.getItem(PHONEPE_GUEST_KEY)).toBeNull();
  });

  it('given a signed-in visitor, then the wallet is not asked again', async () => {
    const { platform, api } = setup();
    platform.session.login('t', LOGIN_USER);
    const sdk = sdkWith('pp.x');
    expect(await launchPhonepe({ platform, api, sdk: async () => sdk })).toEqual({ kind: 'already-signed-in' });
    expect(sdk.fetchGrantToken).not.toHaveBeenCalled();
  });
});

describe('PhonePe SDK adapter', () => {
  const win = (phonePe?: unknown) =>
    ({ PhonePe: phonePe, setTimeout: (fn: () => void) => setTimeout(fn, 0) }) as unknown as Window;

  it('given the Switch SDK global, then the grant token comes from fetchAuthToken', async () => {
    const sdk = { fetchAuthToken: jest.fn().mockResolvedValue({ grantToken: 'GRT123456789', expiryInSeconds: 86400 }) };
    const global = { PhonePe: { build: jest.fn().mockResolvedValue(sdk) }, Constants: { Species: { web: 'web' } } };
    await expect(createPhonepeSdk(win(global), 0).fetchGrantToken()).resolves.toBe('GRT123456789');
    expect(global.PhonePe.build).toHaveBeenCalledWith('web');
  });

  it('given a user who skips, then the token is refused', async () => {
    const sdk = { fetchAuthToken: jest.fn().mockRejectedValue({ error_code: 'NETWORK_ERROR' }) };
    const global = { PhonePe: { build: async () => sdk }, Constants: { Species: { web: 'web' } } };
    await expect(createPhonepeSdk(win(global), 0).fetchGrantToken()).rejects.toEqual({ error_code: 'NETWORK_ERROR' });
  });

  it('given no SDK global after the wait, then it behaves as the fallback adapter', async () => {
    await expect(createPhonepeSdk(win(undefined), 200).fetchGrantToken()).rejects.toThrow('PhonePe SDK not available');
  });
});
