import { screen as view } from '@testing-library/react';
import { defineScreen, type RemoteModule, type ScreenProps } from '@nivaas/routes';
import { useResource } from '@nivaas/state';
import type { RemoteLoader } from '../federation/remote-loader';
import { prepareHydration, type Prepared } from './hydration';
import { renderScreen } from './render-screen';
import {
  readServerRenderState,
  SERVER_RENDER_ELEMENT_ID,
  SHELL_RELEASE,
  type ServerRenderState,
} from './server-render-state';
import { hydrateApp, placeServerPage } from './testing';

interface Listing {
  readonly hotels: readonly string[];
}

function ListingScreen({ data, searchParams }: ScreenProps<Listing>) {
  // A resource the screen loads itself (prices after the page shows): loading on the server and in hydration alike.
  const prices = useResource('prices', () => Promise.resolve('from ₹1,499'));
  return (
    <section>
      <h1>{`Hotels in Bengaluru for ${searchParams.get('rooms') ?? '1'} room`}</h1>
      <ul>
        {data.hotels.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <p>{prices.status === 'success' ? prices.data : 'Prices loading'}</p>
    </section>
  );
}

const discovery = (release: string, loader = jest.fn(async () => ({ hotels: ['fetched again'] }))) =>
  ({
    remote: 'discovery',
    release,
    routes: {
      listing: defineScreen<Listing>({ load: async () => ({ default: ListingScreen }), loader }),
    },
  }) as unknown as RemoteModule<'discovery'>;

const loaderOf = (module: RemoteModule<'discovery'>): RemoteLoader => ({
  load: (async () => module) as unknown as RemoteLoader['load'],
  loadOnce: (async () => module) as unknown as RemoteLoader['loadOnce'],
  preload: jest.fn(),
  reset: jest.fn(),
});

const PAGE = { pathname: '/hotels-in-bengaluru/', search: '?rooms=1', params: { city: 'bengaluru' } };

/** Hydrates the server's page as bootstrap.tsx does; the mock React calls on a mismatch it recovered from. */
const hydrate = (container: HTMLElement, prepared: Prepared, loader: RemoteLoader) =>
  hydrateApp(container, prepared, { loader, customerCarePhone: '+91 1800 102 4455' });

async function serverPage() {
  const { html, state } = await renderScreen({
    module: discovery('discovery@1'),
    screen: 'listing',
    ...PAGE,
    data: { hotels: ['Nivaas Suites', '<script>alert(1)</script>'] },
    customerCarePhone: '+91 1800 102 4455',
    locale: 'en-IN',
  });
  return { html, state, container: placeServerPage(html, state) };
}

describe('a screen rendered on the server, then hydrated in the browser', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', `${PAGE.pathname}${PAGE.search}`);
  });
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('given a listing with its data, then the HTML has the shell, the heading and the hotels, text escaped', async () => {
    const { html, state } = await serverPage();
    expect(html).toContain('Hotels in Bengaluru for 1 room');
    expect(html).toContain('Nivaas Suites');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('data-release="discovery@1"');
    expect(html).toContain('<header');
    expect(state).toMatchObject({ remote: 'discovery', screen: 'listing', release: 'discovery@1', locale: 'en-IN' });
  });

  it('given the same release in the browser, then hydration makes no mismatch and does not fetch the data again', async () => {
    const { container } = await serverPage();
    const state = readServerRenderState(document) as ServerRenderState;
    const loader = jest.fn(async () => ({ hotels: ['fetched again'] }));
    const prepared = await prepareHydration(state, loaderOf(discovery('discovery@1', loader)), {
      ...PAGE,
      locale: 'en-IN',
      signedIn: false,
    });
    expect(await hydrate(container, prepared, loaderOf(discovery('discovery@1', loader)))).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
    expect(view.getByText('Nivaas Suites')).toBeInTheDocument();
    expect(await view.findByText('from ₹1,499')).toBeInTheDocument();
  });

  it.each([
    ['a redeployed remote', { release: 'discovery@2' }, {}, 'release-changed'],
    ['a visitor who moved on before the script ran', {}, { pathname: '/cities/' }, 'url-changed'],
    ['a signed-in visitor', {}, { signedIn: true }, 'signed-in'],
    ['a browser in another language', {}, { locale: 'fr-FR' }, 'locale-changed'],
  ] as const)('given %s, then the page is drawn afresh, not hydrated', async (_case, remote, visit, skip) => {
    const { state } = await serverPage();
    const prepared = await prepareHydration(
      state,
      loaderOf(discovery('release' in remote ? remote.release : 'discovery@1')),
      { ...PAGE, locale: 'en-IN', signedIn: false, ...visit },
    );
    expect(prepared).toEqual({ skip });
  });

  it('given the remote failing in the browser, then the page is drawn afresh at once (its area then waits and retries)', async () => {
    const { state } = await serverPage();
    const failing: RemoteLoader = {
      ...loaderOf(discovery('discovery@1')),
      loadOnce: (() => Promise.reject(new Error('500'))) as unknown as RemoteLoader['loadOnce'],
    };
    expect(await prepareHydration(state, failing, { ...PAGE, locale: 'en-IN', signedIn: false })).toEqual({
      skip: 'remote-failed',
    });
  });

  it.each([
    ['no block', ''],
    ['not JSON', '{'],
    [
      'an unknown remote',
      JSON.stringify({
        remote: 'evil',
        screen: 'x',
        release: 'r',
        locale: 'en-IN',
        pathname: '/',
        search: '',
        params: {},
      }),
    ],
    [
      'params that are not strings',
      JSON.stringify({
        remote: 'hotel',
        screen: 'x',
        release: 'r',
        locale: 'en-IN',
        pathname: '/',
        search: '',
        params: { a: 1 },
      }),
    ],
  ])('given %s in the page, then no server render state (drawn in the browser)', (_case, text) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SERVER_RENDER_ELEMENT_ID;
    block.textContent = text;
    document.body.append(block);
    expect(readServerRenderState(document)).toBeNull();
  });

  describe("the shell's own screen (/login/)", () => {
    const LOGIN = { pathname: '/login/', search: '?redirect=%2Frewards%2F', params: {} };
    const noRemote: RemoteLoader = {
      load: jest.fn(() => Promise.reject(new Error('no remote on the sign-in page'))),
      loadOnce: jest.fn(() => Promise.reject(new Error('no remote on the sign-in page'))),
      preload: jest.fn(),
      reset: jest.fn(),
    };

    async function loginPage() {
      const { html, state } = await renderScreen({
        screen: 'login',
        ...LOGIN,
        customerCarePhone: '+91 1800 102 4455',
        locale: 'en-IN',
      });
      return { html, state, container: placeServerPage(html, state) };
    }

    it('given no remote module, then the sign-in page is drawn from the shell itself', async () => {
      const { html, state } = await loginPage();
      expect(html).toContain('Sign in to Nivaas');
      expect(html).toContain('<header');
      expect(state).toEqual({ remote: 'shell', screen: 'login', release: SHELL_RELEASE, locale: 'en-IN', ...LOGIN });
    });

    it.each([
      ['', 'Sign in to Nivaas'],
      ['#forgot-password', 'Reset your password'],
    ])('given the URL fragment "%s", then it hydrates with no mismatch and then shows %s', async (hash, heading) => {
      window.history.replaceState(null, '', `${LOGIN.pathname}${LOGIN.search}${hash}`);
      const { container } = await loginPage();
      const state = readServerRenderState(document) as ServerRenderState;
      const prepared = await prepareHydration(state, noRemote, { ...LOGIN, locale: 'en-IN', signedIn: false });
      expect(await hydrate(container, prepared, noRemote)).not.toHaveBeenCalled();
      expect(await view.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(noRemote.loadOnce).not.toHaveBeenCalled();
    });

    it.each([
      ['a page of another shell release', { release: 'shell@old' }, 'release-changed'],
      ['a screen the shell does not have', { screen: 'constructor' }, 'no-screen'],
    ])('given %s, then it is drawn afresh', async (_case, change, skip) => {
      const { state } = await loginPage();
      expect(
        await prepareHydration({ ...state, ...change }, noRemote, { ...LOGIN, locale: 'en-IN', signedIn: false }),
      ).toEqual({ skip });
    });

    it('given a screen the shell does not have, then the server render throws (the page is drawn in the browser)', async () => {
      await expect(
        renderScreen({ screen: 'toString', ...LOGIN, customerCarePhone: '1', locale: 'en-IN' }),
      ).rejects.toThrow('shell has no screen toString');
    });
  });
});
