import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { forgetEarlyAnswers } from '../../features/first-view/testing';
import { hydrateInBrowser, renderOnServer, SHELL_FALLBACK_TEXT } from '../../testing/server-render';
import { loadBrand } from './load-brand';

const mockApi = { getContentsV2: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const CONTENT = {
  brand_medalio: { title: 'Medalio by Nivaas' },
  why_nivaas: [{ title: 'Clean rooms', text: 'Hygiene Shield checks' }],
};
const serverData = () => loadBrand({ params: { product: 'medalio' }, signal: new AbortController().signal }, null);

let roots: Root[] = [];
beforeEach(() => {
  mockApi.getContentsV2.mockReset();
  mockApi.getContentsV2.mockResolvedValue({ data: CONTENT });
});
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.replaceChildren();
  forgetEarlyAnswers();
});

describe('/brands/{product}/ drawn on the server, then hydrated', () => {
  it("given the loader data, then the HTML has the content's title, the brand's texts, the points and the other brands", async () => {
    const container = document.createElement('div');
    container.innerHTML = await renderOnServer('/brands/medalio/', await serverData());
    expect(container.querySelector('h1')?.textContent).toBe('Medalio by Nivaas');
    expect(container.textContent).toContain('Luxury');
    expect(container.textContent).toContain('Hygiene Shield checks');
    expect(container.querySelector('a[href="/brands/itsy/"]')?.textContent).toBe('Itsy');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(container.textContent).not.toContain(SHELL_FALLBACK_TEXT);
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('given the same data in the browser, then hydration makes no mismatch and asks for nothing', async () => {
    const data = await serverData();
    const html = await renderOnServer('/brands/medalio/', data);
    mockApi.getContentsV2.mockClear();
    const { recoverable, root } = await hydrateInBrowser('/brands/medalio/', html, data);
    roots.push(root);
    expect(recoverable).not.toHaveBeenCalled();
    expect(mockApi.getContentsV2).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Medalio by Nivaas' })).toBeVisible();
  });
});
