import { requestPosition, type Geolocation } from './request-position';

const geolocation = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void): Geolocation => ({
  getCurrentPosition: (ok, fail) => answer(ok, fail as PositionErrorCallback),
});
const positionError = (code: number) =>
  ({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

describe('requestPosition', () => {
  it('given a fix, then granted with the point', async () => {
    const fix = geolocation((ok) => ok({ coords: { latitude: 12.97, longitude: 77.59 } } as GeolocationPosition));
    await expect(requestPosition(fix)).resolves.toEqual({ status: 'granted', point: { lat: 12.97, lng: 77.59 } });
  });
  it('given a refusal, then denied', async () => {
    await expect(requestPosition(geolocation((_ok, fail) => fail(positionError(1))))).resolves.toEqual({
      status: 'denied',
    });
  });
  it('given no fix or a timeout, then unavailable', async () => {
    await expect(requestPosition(geolocation((_ok, fail) => fail(positionError(3))))).resolves.toEqual({
      status: 'unavailable',
    });
  });
  it('given no geolocation at all, or one that throws, then unavailable', async () => {
    await expect(requestPosition(null)).resolves.toEqual({ status: 'unavailable' });
    await expect(
      requestPosition(
        geolocation(() => {
          throw new Error('insecure origin');
        }),
      ),
    ).resolves.toEqual({ status: 'unavailable' });
  });
});
