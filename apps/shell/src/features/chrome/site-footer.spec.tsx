import { act, render, screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import {
  createFakeApiClient,
  provideApiClient,
  type FakeApiClient,
  type FakeHandlers,
} from '@nivaas/api-client/testing';
import { DEFERRED_TASK_TIMEOUT_MS } from '@nivaas/domain';
import { SiteFooter } from './site-footer';
import { applySeoMeta } from '../seo/testing';

const INTERLINKS = [{ title: 'Popular cities', links: [{ label: 'Hotels in Goa', href: '/hotels-in-goa/' }] }];

/** The landing page's SEO head as the shell server writes it (seo-head-html.ts): interlinks included. */
function serverHead(interlinks: unknown = INTERLINKS): void {
  document.head.innerHTML = `<title data-seo-key="listing /hotels-in-goa/">Goa</title><script data-seo="" type="application/json" id="nivaas-seo-interlinks">${JSON.stringify(interlinks)}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
});

/** The footer's content call answered on @nivaas/api-client's typed fake; content meta too, to see it is not asked. */
function fakeApi(overrides: FakeHandlers = {}): FakeApiClient {
  return provideApiClient(
    createFakeApiClient({
      getContentsV2: {
        data: {
          gdc_customer_care_numbers: { default: '+91 80 4719 8000', whatsappSupportUrl: 'https://wa.me/918047198001' },
        },
      },
      getContentMeta: {
        title: 't',
        meta: [],
        link: [],
        structured_data: {},
        footer_interlinks: [{ title: 'Home links', links: [{ label: 'Hotels in Pune', href: '/hotels-in-pune/' }] }],
      },
      ...overrides,
    } as FakeHandlers),
  );
}

/** The footer as the layout draws it; its content comes from the client the spec provided (fakeApi). */
const renderFooter = () =>
  render(
    <MemoryRouter>
      <SiteFooter customerCarePhone="+91 1800 102 4455" />
    </MemoryRouter>,
  );

describe('SiteFooter', () => {
  it('given content, then shows footer interlinks, the customer care number and the WhatsApp support link', async () => {
    serverHead();
    fakeApi();
    const { container } = renderFooter();
    expect(await screen.findByRole('link', { name: 'Hotels in Goa' })).toHaveAttribute('href', '/hotels-in-goa/');
    expect(await screen.findByRole('link', { name: /Customer care: \+91 80 4719 8000/ })).toHaveAttribute(
      'href',
      'tel:+918047198000',
    );
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/918047198001',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given the content calls fail, then the configured number stays and nothing breaks', async () => {
    const client = fakeApi();
    client.failNext('getContentsV2');
    renderFooter();
    await waitFor(() => expect(client.calls).toHaveLength(1));
    expect(screen.getByRole('link', { name: /Customer care: \+91 1800 102 4455/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).toBeNull();
  });

  // Regression: the footer asked for the home page's SEO content on every page, after the
  // server had already sent the landing page's head (a listing made a contents/meta request at start).
  it("given the server sent the page's head, then the footer shows its interlinks and never asks for content meta", async () => {
    serverHead();
    const client = fakeApi();
    renderFooter();
    expect(screen.getByRole('link', { name: 'Hotels in Goa' })).toBeInTheDocument();
    await waitFor(() => expect(client.calls.map((c) => c.operationId)).toEqual(['getContentsV2']));
    expect(screen.queryByRole('link', { name: 'Hotels in Pune' })).toBeNull();
  });

  it("given a client navigation writes the next page's head, then the footer shows that page's interlinks", async () => {
    serverHead();
    fakeApi();
    renderFooter();
    act(() =>
      applySeoMeta(document, 'listing /hotels-in-pune/', {
        title: 'Pune',
        meta: [],
        link: [],
        structured_data: {},
        footer_interlinks: [
          { title: 'Localities in Pune', links: [{ label: 'Hotels in Baner', href: '/hotels-in-baner-pune/' }] },
        ],
      }),
    );
    expect(screen.getByRole('link', { name: 'Hotels in Baner' })).toHaveAttribute('href', '/hotels-in-baner-pune/');
    expect(screen.queryByRole('link', { name: 'Hotels in Goa' })).toBeNull();
  });

  it('given a head without interlinks or a broken block, then the footer has no interlinks and still shows', async () => {
    document.head.innerHTML = '<script type="application/json" id="nivaas-seo-interlinks">{not json</script>';
    fakeApi();
    renderFooter();
    expect(await screen.findByRole('link', { name: /Customer care/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Popular searches' })).toBeNull();
  });

  // Regression: the footer asked for its content after up to 3000 ms; docs/rules.md section 9's
  // deferred task timeout is 600 ms.
  it('given an idle callback, then the content is asked for when idle, at the latest after the deferred-task timeout', async () => {
    const requestIdleCallback = jest.fn((callback: () => void, _options?: { timeout: number }) => {
      callback();
      return 1;
    });
    Object.assign(window, { requestIdleCallback, cancelIdleCallback: jest.fn() });
    try {
      fakeApi();
      renderFooter();
      expect(await screen.findByRole('link', { name: /Customer care: \+91 80 4719 8000/ })).toBeInTheDocument();
      expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: DEFERRED_TASK_TIMEOUT_MS });
      expect(DEFERRED_TASK_TIMEOUT_MS).toBe(600);
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
      delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    }
  });

  it('lists the page in each language, by its own name, the current one marked, and keeps a choice in a cookie', async () => {
    fakeApi();
    document.cookie = 'nivaas_locale=; Max-Age=0; Path=/';
    render(
      <MemoryRouter initialEntries={['/hotels-in-goa/?checkin=2026-12-01']}>
        <SiteFooter customerCarePhone="+91 80 4719 8000" />
      </MemoryRouter>,
    );
    const languages = await screen.findByRole('navigation', { name: 'Language' });
    const links = Array.from(languages.querySelectorAll('a'));
    expect(links.map((a) => [a.textContent, a.getAttribute('lang'), a.getAttribute('href')])).toEqual([
      ['English (India)', 'en-IN', '/hotels-in-goa/?checkin=2026-12-01&lang=en-IN'],
      ['हिन्दी', 'hi-IN', '/hotels-in-goa/?checkin=2026-12-01&lang=hi-IN'],
      ['English (UK)', 'en-GB', '/hotels-in-goa/?checkin=2026-12-01&lang=en-GB'],
      ['Français', 'fr-FR', '/hotels-in-goa/?checkin=2026-12-01&lang=fr-FR'],
    ]);
    expect(screen.getByRole('link', { name: 'English (India)' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'हिन्दी' })).not.toHaveAttribute('aria-current');
    // jsdom does not navigate; the click's cookie is what a reload then reads.
    screen.getByRole('link', { name: 'हिन्दी' }).addEventListener('click', (event) => event.preventDefault());
    act(() => screen.getByRole('link', { name: 'हिन्दी' }).click());
    expect(document.cookie).toContain('nivaas_locale=hi-IN');
    document.cookie = 'nivaas_locale=; Max-Age=0; Path=/';
  });
});
