import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import remote from '../../routes';
import { forgetScreens, hydrateInBrowser, parseMarkup, renderOnServer } from '../../testing/server-render';

const mockApi = { getContentsV2: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

afterEach(forgetScreens);

describe('/our-brands/ drawn on the server, then hydrated', () => {
  it('needs no loader: its texts are the chain’s own, so the HTML has every brand with its link', async () => {
    expect(remote.routes['our-brands']?.loader).toBeUndefined();
    const html = await renderOnServer('/our-brands/', undefined);
    const container = parseMarkup(html);
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Trend',
      'Trip',
      'Tryst',
      'Itsy',
      'Medalio',
      'Independent hotels',
    ]);
    expect(container.querySelector('a[href="/brands/trend/"]')).not.toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();

    const { recoverable } = await hydrateInBrowser('/our-brands/', html, undefined);
    expect(recoverable).not.toHaveBeenCalled();
    expect(mockApi.getContentsV2).not.toHaveBeenCalled();
  });
});
