import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import remote from '../../routes';
import { hydrateInBrowser, renderOnServer } from '../../testing/server-render';

const mockApi = { getContentsV2: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.replaceChildren();
});

describe('/our-brands/ drawn on the server, then hydrated', () => {
  it('needs no loader: its texts are the chain’s own, so the HTML has every brand with its link', async () => {
    expect(remote.routes['our-brands']?.loader).toBeUndefined();
    const html = await renderOnServer('/our-brands/', undefined);
    const container = document.createElement('div');
    container.innerHTML = html;
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

    const { recoverable, root } = await hydrateInBrowser('/our-brands/', html, undefined);
    roots.push(root);
    expect(recoverable).not.toHaveBeenCalled();
    expect(mockApi.getContentsV2).not.toHaveBeenCalled();
  });
});
