import type { RemoteLoader } from './remote-loader';
import { startLandingScreen } from './start-landing-screen';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeLoader(result: () => Promise<unknown>) {
  const load = jest.fn(result);
  return { loader: { load, preload: jest.fn(), reset: jest.fn() } as unknown as RemoteLoader, load };
}

describe('startLandingScreen', () => {
  it("given a remote's page, then its routes and that screen's code are asked for at once, and no other screen's", async () => {
    const home = jest.fn().mockResolvedValue({ default: () => null });
    const cities = jest.fn().mockResolvedValue({ default: () => null });
    const { loader, load } = fakeLoader(async () => ({
      remote: 'discovery',
      release: 'r',
      routes: { home: { load: home }, cities: { load: cities } },
    }));
    startLandingScreen(loader, '/');
    await settle();
    expect(load).toHaveBeenCalledWith('discovery');
    expect(home).toHaveBeenCalledTimes(1);
    expect(cities).not.toHaveBeenCalled();
  });

  it('given a shell page (Not Found), then no remote is asked for', () => {
    const { loader, load } = fakeLoader(async () => ({}));
    startLandingScreen(loader, '/no-such-page/');
    expect(load).not.toHaveBeenCalled();
  });

  it('given the remote fails, then nothing is thrown or left unhandled (the outlet shows the error)', async () => {
    const { loader } = fakeLoader(() => Promise.reject(new Error('down')));
    expect(() => startLandingScreen(loader, '/itinerary/')).not.toThrow();
    await settle();
  });
});
