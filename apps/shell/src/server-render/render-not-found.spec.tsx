import { screen as view } from '@testing-library/react';
import type { RemoteLoader } from '../federation/remote-loader';
import { prepareHydration } from './hydration';
import { renderScreen } from './render-screen';
import { landingNotFoundPath, readServerRenderState, type ServerRenderState } from './server-render-state';
import { hydrateApp, placeServerPage } from './testing';

/**
 * Soft 404s: the shell server answers 404 for `/hotels-near-atlantis-xyz/` (a landmark the catalogue does
 * not know) and draws Not Found into the page. By its shape the URL is a listing, so the browser must keep the
 * server's Not Found rather than load the listing's remote to find out again.
 */
const PATH = '/hotels-near-atlantis-xyz/';
const remotes = (): RemoteLoader => ({
  load: jest.fn(() => Promise.reject(new Error('no remote here'))) as unknown as RemoteLoader['load'],
  loadOnce: jest.fn(() => Promise.reject(new Error('no remote here'))) as unknown as RemoteLoader['loadOnce'],
  preload: jest.fn(),
  reset: jest.fn(),
});

const notFoundPage = () =>
  renderScreen({
    screen: 'not-found',
    pathname: PATH,
    search: '',
    params: {},
    customerCarePhone: '1',
    locale: 'en-IN',
  });

describe('the Not Found page of a 404, drawn on the server, then taken over in the browser', () => {
  beforeEach(() => window.history.replaceState(null, '', PATH));
  afterEach(() => document.body.replaceChildren());

  it('given a listing-shaped URL the server answered 404 for, then the HTML is the shell with Not Found, not a listing', async () => {
    const { html, state } = await notFoundPage();
    expect(html).toContain('<header');
    expect(html).toMatch(/<h1[^>]*>[^<]*find that page/);
    expect(html).not.toContain('aria-busy="true"');
    expect(state).toMatchObject({ remote: 'shell', screen: 'not-found', pathname: PATH });
  });

  it('given the page in the browser, then it hydrates without a mismatch and never loads the listing remote', async () => {
    const { html, state } = await notFoundPage();
    const container = placeServerPage(html, state);
    const read = readServerRenderState(document) as ServerRenderState;
    const loader = remotes();
    const prepared = await prepareHydration(read, loader, {
      pathname: PATH,
      search: '',
      locale: 'en-IN',
      signedIn: false,
    });
    const recoverable = await hydrateApp(container, prepared, {
      loader,
      customerCarePhone: '1',
      notFoundPath: landingNotFoundPath(read, PATH),
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(view.getByRole('heading', { level: 1, name: /find that page/i })).toBeVisible();
    expect(loader.load).not.toHaveBeenCalled();
    expect(loader.loadOnce).not.toHaveBeenCalled();
  });

  it('given a state for another path or screen, then no path is Not Found by it', async () => {
    const { state } = await notFoundPage();
    expect(landingNotFoundPath(state, PATH)).toBe(PATH);
    expect(landingNotFoundPath(state, '/hotels-near-mg-road/')).toBeNull();
    expect(landingNotFoundPath({ ...state, screen: 'login' }, PATH)).toBeNull();
    expect(landingNotFoundPath({ ...state, remote: 'discovery' }, PATH)).toBeNull();
    expect(landingNotFoundPath(null, PATH)).toBeNull();
  });
});
