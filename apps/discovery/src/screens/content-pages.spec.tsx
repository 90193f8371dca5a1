import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { isRouteNotFound, type LoaderContext } from '@nivaas/routes';
import { render, screen, waitFor, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { renderScreen } from '@nivaas/routes/testing';
import AboutScreen from './about/about-screen';
import { loadBrand } from './brand/load-brand';
import BrandScreen from './brand/brand-screen';
import OurBrandsScreen from './our-brands/our-brands-screen';
import { SafeHtml } from '../features/content';
import { forgetEarlyAnswers } from '../features/first-view/testing';

expect.extend(toHaveNoViolations);

const mockApi = { getContentsV2: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const context = (product: string): LoaderContext => ({
  pathname: `/brands/${product}/`,
  params: { product },
  searchParams: new URLSearchParams(),
  signal: new AbortController().signal,
});

afterEach(() => forgetEarlyAnswers());
beforeEach(() => {
  mockApi.getContentsV2.mockReset();
  mockApi.getContentsV2.mockResolvedValue({
    data: {
      why_nivaas: [{ title: 'Clean rooms', text: 'Hygiene Shield checks' }],
      gdc_customer_care_numbers: { default: '+91 80 4719 8000', whatsappSupportUrl: 'https://wa.me/918047198001' },
    },
  });
});

describe('brand loader', () => {
  it.each(['trend', 'trip', 'tryst', 'medalio', 'independent', 'itsy'])('knows /brands/%s/', async (product) => {
    await expect(loadBrand(context(product))).resolves.toEqual({ product });
  });

  it('given a product outside the brands map, then it is Not Found, on the server too, and asks for nothing', async () => {
    for (const doc of [document, null]) {
      const error = await loadBrand(context('unknown-x'), doc).catch((e: unknown) => e);
      expect(isRouteNotFound(error)).toBe(true);
    }
    expect(mockApi.getContentsV2).not.toHaveBeenCalled();
  });

  it("given the server (no document), then it waits for the brand's content", async () => {
    await expect(loadBrand(context('medalio'), null)).resolves.toEqual({
      product: 'medalio',
      content: {
        why_nivaas: [{ title: 'Clean rooms', text: 'Hygiene Shield checks' }],
        gdc_customer_care_numbers: { default: '+91 80 4719 8000', whatsappSupportUrl: 'https://wa.me/918047198001' },
      },
    });
    expect(mockApi.getContentsV2).toHaveBeenCalledWith(
      { query: { keys: 'brand_medalio,why_nivaas' } },
      expect.anything(),
    );
  });

  it.each([
    ['fails', () => mockApi.getContentsV2.mockRejectedValue(new Error('502'))],
    ['answers without data', () => mockApi.getContentsV2.mockResolvedValue({})],
    ['answers a list for data', () => mockApi.getContentsV2.mockResolvedValue({ data: [] })],
  ])(
    'given the server and a content call that %s, then it throws (the page is drawn in the browser)',
    async (_c, arrange) => {
      arrange();
      await expect(loadBrand(context('trip'), null)).rejects.toThrow();
    },
  );

  it('given the browser, then it waits for nothing and the screen takes the request it started', async () => {
    await expect(loadBrand(context('tryst'), document)).resolves.toEqual({ product: 'tryst' });
    renderScreen(BrandScreen, { url: '/brands/tryst/', data: { product: 'tryst' } });
    expect(await screen.findByText('Hygiene Shield checks')).toBeVisible();
    expect(mockApi.getContentsV2).toHaveBeenCalledTimes(1);
  });
});

describe('BrandScreen', () => {
  it('shows the brand, its tier, the content points and the other brands', async () => {
    renderScreen(BrandScreen, { url: '/brands/medalio/', data: { product: 'medalio' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Medalio' })).toBeVisible();
    expect(screen.getByText('Luxury')).toBeVisible();
    expect(await screen.findByText('Hygiene Shield checks')).toBeVisible();
    expect(mockApi.getContentsV2).toHaveBeenCalledWith(
      { query: { keys: 'brand_medalio,why_nivaas' } },
      expect.anything(),
    );
    const others = screen.getByRole('navigation', { name: 'All our brands' });
    expect(within(others).getByRole('link', { name: 'Itsy' })).toHaveAttribute('href', '/brands/itsy/');
    expect(within(others).queryByRole('link', { name: 'Medalio' })).toBeNull();
  });

  it('given content HTML for the brand, then it is shown sanitised', async () => {
    mockApi.getContentsV2.mockResolvedValue({
      data: {
        brand_itsy: {
          title: 'Itsy rooms',
          html: '<p>Small <b>and</b> bright</p><script>window.hacked=1</script><img src=x onerror="alert(1)">',
        },
      },
    });
    const { container } = renderScreen(BrandScreen, { url: '/brands/itsy/', data: { product: 'itsy' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Itsy rooms' })).toBeVisible();
    await waitFor(() => expect(container.querySelector('b')).toHaveTextContent('and'));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('given the content call fails, then the page stands and the failed part offers a retry', async () => {
    mockApi.getContentsV2.mockRejectedValueOnce(new Error('API error'));
    renderScreen(BrandScreen, { url: '/brands/trip/', data: { product: 'trip' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Trip' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});

describe('OurBrandsScreen and AboutScreen', () => {
  it('lists every brand with a link to its page', async () => {
    const { container } = renderScreen(OurBrandsScreen, { url: '/our-brands/' });
    const links = screen.getAllByRole('link', { name: /^About / });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/brands/trend/',
      '/brands/trip/',
      '/brands/tryst/',
      '/brands/itsy/',
      '/brands/medalio/',
      '/brands/independent/',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the story, the content points and the contacts, with only an https WhatsApp link', async () => {
    const { container } = renderScreen(AboutScreen, { url: '/aboutus/' });
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    expect(await screen.findByText('Hygiene Shield checks')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call +91 80 4719 8000' })).toHaveAttribute('href', 'tel:+918047198000');
    expect(screen.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute('href', 'https://wa.me/918047198001');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('drops a WhatsApp link that is not https', async () => {
    // A hostile value from content: the page must drop it.
    const hostile = ['javascript', 'alert(1)'].join(':');
    mockApi.getContentsV2.mockResolvedValue({
      data: { gdc_customer_care_numbers: { default: '1800', whatsappSupportUrl: hostile } },
    });
    renderScreen(AboutScreen, { url: '/aboutus/' });
    expect(await screen.findByRole('link', { name: 'Call 1800' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'WhatsApp us' })).toBeNull();
  });
});

describe('SafeHtml', () => {
  it('inserts nothing until sanitised, then only safe markup', async () => {
    const { container } = render(<SafeHtml html={'<a href="javascript:alert(1)">x</a><em>ok</em>'} />);
    expect(container.innerHTML).toBe('<div></div>');
    await waitFor(() => expect(container.querySelector('em')).toHaveTextContent('ok'));
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });
});
