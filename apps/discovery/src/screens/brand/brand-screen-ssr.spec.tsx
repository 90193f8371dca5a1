import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { screen } from '@testing-library/react';
import { finishedServerMarkup, forgetScreens, serverThenBrowser } from '../../testing/server-render';
import { loadBrand } from './load-brand';

const mockApi = { getContentsV2: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const CONTENT = {
  brand_medalio: { title: 'Medalio by Nivaas' },
  why_nivaas: [{ title: 'Clean rooms', text: 'Hygiene Shield checks' }],
};
const serverData = () => loadBrand({ params: { product: 'medalio' }, signal: new AbortController().signal }, null);

beforeEach(() => {
  mockApi.getContentsV2.mockReset();
  mockApi.getContentsV2.mockResolvedValue({ data: CONTENT });
});
afterEach(forgetScreens);

describe('/brands/{product}/ drawn on the server, then hydrated', () => {
  it("given the loader data, then the HTML has the content's title, the brand's texts, the points and the other brands", async () => {
    const container = await finishedServerMarkup('/brands/medalio/', await serverData());
    expect(container.querySelector('h1')?.textContent).toBe('Medalio by Nivaas');
    expect(container.textContent).toContain('Luxury');
    expect(container.textContent).toContain('Hygiene Shield checks');
    expect(container.querySelector('a[href="/brands/itsy/"]')?.textContent).toBe('Itsy');
  });

  it('given the same data in the browser, then hydration makes no mismatch and asks for nothing', async () => {
    const { recoverable } = await serverThenBrowser('/brands/medalio/', await serverData(), () =>
      mockApi.getContentsV2.mockClear(),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(mockApi.getContentsV2).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Medalio by Nivaas' })).toBeVisible();
  });
});
