import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { PlatformProvider } from '@nivaas/state';
import { createTestPlatform } from '@nivaas/state/testing';
import type { ShareAdapter } from './share-adapter';
import { ShareButton } from './share-button';

const PATH = '/hotels-in-bengaluru/nivaas-koramangala-residency-1042/?checkin=03-12-2026';

function renderShare(adapter: Partial<ShareAdapter>, shortLink = jest.fn(async () => '/api/s/abc123')) {
  const platform = createTestPlatform();
  const full: ShareAdapter = {
    webShare: null,
    copy: async () => true,
    absoluteUrl: (path) => `https://nivaas.test${path}`,
    ...adapter,
  };
  const view = render(
    <PlatformProvider platform={platform}>
      <ShareButton
        hotelName="Nivaas Koramangala Residency"
        place="Koramangala, Bengaluru"
        path={PATH}
        image="/api/images/hotels/1042/1-1024.jpg"
        shortLink={shortLink}
        adapter={() => full}
      />
    </PlatformProvider>,
  );
  return { ...view, platform, shortLink };
}

const button = () => screen.getByRole('button', { name: 'Share Nivaas Koramangala Residency' });

describe('ShareButton', () => {
  it('given the Web Share API, then the share sheet gets the hotel and its absolute URL; no short link', async () => {
    const webShare = jest.fn(async () => undefined);
    const { container, shortLink } = renderShare({ webShare });
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(button());
    expect(webShare).toHaveBeenCalledWith({
      title: 'Nivaas Koramangala Residency',
      text: 'Nivaas Koramangala Residency, Koramangala, Bengaluru',
      url: `https://nivaas.test${PATH}`,
    });
    expect(shortLink).not.toHaveBeenCalled();
  });

  it('given the visitor closes the share sheet, then nothing else happens', async () => {
    const webShare = jest.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    const copy = jest.fn(async () => true);
    const { shortLink } = renderShare({ webShare, copy });
    await userEvent.click(button());
    expect(shortLink).not.toHaveBeenCalled();
    expect(copy).not.toHaveBeenCalled();
  });

  it('given no Web Share API, then a short link to the page path is made, copied as a full URL, and a toast says so', async () => {
    const copy = jest.fn(async () => true);
    const { platform, shortLink } = renderShare({ copy });
    await userEvent.click(button());
    await waitFor(() => expect(copy).toHaveBeenCalledWith('https://nivaas.test/api/s/abc123'));
    expect(shortLink).toHaveBeenCalledWith({
      link: PATH,
      title: 'Nivaas Koramangala Residency',
      image: 'https://nivaas.test/api/images/hotels/1042/1-1024.jpg',
    });
    expect(platform.eventsOf('toast/show')).toEqual([{ type: 'toast/show', kind: 'success', message: 'Link copied' }]);
  });

  it('given the short-link call fails and the clipboard refuses, then the full link is shown to copy by hand', async () => {
    const { platform } = renderShare(
      { copy: async () => false },
      jest.fn(async () => {
        throw new Error('API Error');
      }),
    );
    await userEvent.click(button());
    const field = await screen.findByRole('textbox', { name: 'Link to Nivaas Koramangala Residency' });
    expect(field).toHaveValue(`https://nivaas.test${PATH}`);
    expect(field).toHaveAttribute('readonly');
    expect(platform.eventsOf('toast/show')).toHaveLength(0);
  });
});
