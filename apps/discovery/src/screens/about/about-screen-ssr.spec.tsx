import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@nivaas/routes/testing';
import { discoveryScreen, finishedServerMarkup, forgetScreens, serverThenBrowser } from '../../testing/server-render';
import { loadAbout } from './api/load-about';

const mockApi = { getContentsV2: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const CONTENT = {
  why_nivaas: [
    { title: 'Clean rooms', text: 'Hygiene Shield checks' },
    { title: 'Fair prices', text: 'No hidden charges' },
  ],
  gdc_customer_care_numbers: { default: '+91 80 4719 8000', whatsappSupportUrl: 'https://wa.me/918047198001' },
};
const serverData = () => loadAbout({ signal: new AbortController().signal }, null);

beforeEach(() => {
  mockApi.getContentsV2.mockReset();
  mockApi.getContentsV2.mockResolvedValue({ data: CONTENT });
});
afterEach(forgetScreens);

describe('/aboutus/ drawn on the server, then hydrated', () => {
  it('given the loader data, then the HTML has the story, the "why us" points, the brands and the contacts', async () => {
    const container = await finishedServerMarkup('/aboutus/', await serverData());
    expect(container.querySelector('h1')?.textContent).toBe('About us');
    expect(container.textContent).toContain('Hygiene Shield checks');
    expect(container.textContent).toContain('No hidden charges');
    expect(container.querySelector('a[href="/brands/medalio/"]')).not.toBeNull();
    expect(container.querySelector('a[href="tel:+918047198000"]')?.textContent).toBe('Call +91 80 4719 8000');
    expect(container.querySelector('a[href="https://wa.me/918047198001"]')).not.toBeNull();
  });

  it('given the same data in the browser, then hydration makes no mismatch and asks for nothing', async () => {
    const { recoverable } = await serverThenBrowser('/aboutus/', await serverData(), () =>
      mockApi.getContentsV2.mockClear(),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(mockApi.getContentsV2).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'WhatsApp us' })).toBeVisible();
  });
});

describe('/aboutus/ reached in the browser (a client navigation)', () => {
  it('given the loader in the browser, then the screen takes its request (one call) and the page fills in', async () => {
    renderScreen(discoveryScreen('about'), { url: '/aboutus/' });
    expect(await screen.findByText('Hygiene Shield checks')).toBeVisible();
    expect(mockApi.getContentsV2).toHaveBeenCalledTimes(1);
  });

  it('given the call fails, then the page stands and the failed part offers a retry', async () => {
    mockApi.getContentsV2.mockRejectedValueOnce(new Error('API error'));
    renderScreen(discoveryScreen('about'), { url: '/aboutus/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hygiene Shield checks')).toBeVisible();
  });
});
