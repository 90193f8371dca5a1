import fc from 'fast-check';
import { ApiError, isApiError } from './api-error';
import { DEFAULT_API_ERROR_MESSAGE, errorFromResponse } from './error-from-response';
import { GRAPHQL_FALLBACK_MESSAGE, graphqlErrorMessage } from './graphql-error-message';
import { NETWORK_ERROR_MESSAGE, networkError } from './network-error';
import { OTP_FALLBACK_MESSAGE, otpErrorMessage } from './otp-error-message';

describe('errorFromResponse (docs/rules.md section 8: non-OK response)', () => {
  it('uses the response error field, carrying status, data and errors', () => {
    const data = { error: 'Hotel not found', errors: ['hotelId: unknown'] };
    const e = errorFromResponse({ status: 404, statusText: 'Not Found' }, data, 'getHotelDetails');
    expect(e).toBeInstanceOf(ApiError);
    expect(isApiError(e)).toBe(true);
    expect(e).toMatchObject({
      message: 'Hotel not found',
      status: 404,
      data,
      errors: ['hotelId: unknown'],
      operationId: 'getHotelDetails',
    });
  });
  it('else the status text', () => {
    expect(errorFromResponse({ status: 400, statusText: 'Bad Request' }, 'oops').message).toBe('Bad Request');
    expect(errorFromResponse({ status: 400, statusText: 'Bad Request' }, { error: '  ' }).message).toBe('Bad Request');
  });
  it("else 'API Error'", () => {
    expect(DEFAULT_API_ERROR_MESSAGE).toBe('API Error');
    expect(errorFromResponse({ status: 502, statusText: '' }, null).message).toBe('API Error');
  });
  it('reads GraphQL-shaped errors lists as strings; 429 marks too-many-requests', () => {
    const e = errorFromResponse(
      { status: 429, statusText: 'Too Many Requests' },
      { errors: [{ message: 'slow down' }, 'x'] },
    );
    expect(e.errors).toEqual(['slow down', 'x']);
    expect(e.tooManyRequests).toBe(true);
    expect(errorFromResponse({ status: 500, statusText: 'x' }, {}).tooManyRequests).toBe(false);
  });
});

describe("networkError (docs/rules.md section 8: network failure rejects 'API error')", () => {
  it("is 'API error' with status 0 and the cause", () => {
    const cause = new TypeError('fetch failed');
    expect(NETWORK_ERROR_MESSAGE).toBe('API error');
    expect(networkError(cause)).toMatchObject({ message: 'API error', status: 0, cause });
  });
});

describe('otpErrorMessage (docs/rules.md section 8: first errors entry, else the fallback)', () => {
  it('takes the first errors entry', () => expect(otpErrorMessage(['Invalid OTP', 'x'])).toBe('Invalid OTP'));
  it("else 'Something went wrong, please try again later'", () => {
    expect(OTP_FALLBACK_MESSAGE).toBe('Something went wrong, please try again later');
    expect(otpErrorMessage([])).toBe(OTP_FALLBACK_MESSAGE);
    expect(otpErrorMessage(undefined)).toBe(OTP_FALLBACK_MESSAGE);
    expect(otpErrorMessage([' '])).toBe(OTP_FALLBACK_MESSAGE);
  });
});

describe("graphqlErrorMessage (docs/rules.md section 8: part after the first colon, else 'Request failed')", () => {
  it('takes the part after the first colon', () => {
    expect(graphqlErrorMessage('GraphQL error: Coupon expired')).toBe('Coupon expired');
    expect(graphqlErrorMessage('a: b: c')).toBe('b: c');
  });
  it("else 'Request failed'", () => {
    expect(GRAPHQL_FALLBACK_MESSAGE).toBe('Request failed');
    for (const t of ['no colon here', 'trailing:', 'x:   ', '', null])
      expect(graphqlErrorMessage(t)).toBe('Request failed');
  });
  it('property: the result is never empty and never contains the text before the first colon', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = graphqlErrorMessage(s);
        expect(out.length).toBeGreaterThan(0);
        if (s.includes(':') && out !== GRAPHQL_FALLBACK_MESSAGE) expect(s.endsWith(out) || s.includes(out)).toBe(true);
      }),
    );
  });
});
