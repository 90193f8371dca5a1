import {
  errorFromErrorEvent,
  errorFromRejection,
  isErrorLike,
  isThirdPartySecurityError,
  THIRD_PARTY_SECURITY_ERROR,
} from './error-filters';

function securityError(): Error {
  const error = new Error(THIRD_PARTY_SECURITY_ERROR);
  error.name = 'SecurityError';
  return error;
}

describe('error-reporting filters (docs/rules.md section 8)', () => {
  it.each([
    [undefined],
    [null],
    ['timeout'],
    [42],
    [{ status: 500 }],
    [new Event('error')],
    [{ message: 'no stack', name: 'X' }],
  ])('given a promise rejected with the non-Error %p, then it is dropped', (reason) => {
    expect(errorFromRejection(reason)).toBeNull();
  });

  it('given a promise rejected with an Error, then it is reported', () => {
    const error = new TypeError('x is undefined');
    expect(errorFromRejection(error)).toBe(error);
  });

  it('given an Error from another realm (name, message, stack), then it counts as an Error', () => {
    expect(isErrorLike({ name: 'TypeError', message: 'm', stack: 'TypeError: m\n at f' })).toBe(true);
  });

  it("given the SDK's localStorage SecurityError, as an error or a rejection, then it is dropped", () => {
    expect(errorFromErrorEvent({ error: securityError() })).toBeNull();
    expect(errorFromRejection(securityError())).toBeNull();
    const dom = new DOMException(THIRD_PARTY_SECURITY_ERROR, 'SecurityError');
    expect(errorFromRejection(dom)).toBeNull();
  });

  it('given only the message of that SecurityError (as window error events write it), then it is dropped too', () => {
    expect(errorFromErrorEvent({ message: `Uncaught SecurityError: ${THIRD_PARTY_SECURITY_ERROR}` })).toBeNull();
  });

  it('given another SecurityError or the same text as a plain Error, then it is reported', () => {
    const other = new Error("Failed to read a named property 'x' from 'Window': Blocked a frame");
    other.name = 'SecurityError';
    expect(isThirdPartySecurityError(other)).toBe(false);
    expect(isThirdPartySecurityError(new Error(THIRD_PARTY_SECURITY_ERROR))).toBe(false);
  });

  it('given a window error with an Error, then that Error is reported', () => {
    const error = new RangeError('bad');
    expect(errorFromErrorEvent({ error, message: 'Uncaught RangeError: bad' })).toBe(error);
  });

  it('given a window error with only a message, then an Error is made with its source position', () => {
    const error = errorFromErrorEvent({
      message: 'Uncaught boom',
      filename: 'https://site/main.js',
      lineno: 3,
      colno: 9,
    });
    expect(error?.message).toBe('Uncaught boom');
    expect(error?.stack).toContain('https://site/main.js:3:9');
  });

  it('given the opaque "Script error." of a cross-origin script, then it is dropped', () => {
    expect(errorFromErrorEvent({ message: 'Script error.', error: null })).toBeNull();
  });
});
