import { act, render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createFakeApiClient, provideApiClient, type FakeApiClient } from '@nivaas/api-client/testing';
import {
  defineScreen,
  preloadScreen,
  ScreenView,
  screenDataKey,
  screenDataSeed,
  type ScreenDefinition,
} from '@nivaas/routes';
import { createResourceSeeds, PlatformProvider, ResourceSeedsProvider } from '@nivaas/state';
import { createTestPlatform, type TestPlatform } from '@nivaas/state/testing';
import { accountWrapper, memberPlatform } from '../../testing/profile-fixtures';
import { loadIntroducingRewards, type IntroducingRewardsFirstView } from './load-introducing-rewards';

/** The API's seeded loyalty_page_info (apps/api content-values.ts). */
const CONTENT = {
  heading_banner: {
    title: 'Nivaas Rewards',
    subtitle: 'Earn on every stay, redeem on the next',
    image_url: '/api/images/cities/jaipur-1024.jpg',
  },
  card_images: ['/api/images/cities/goa-320.jpg'],
  ladder: [
    { tier: 'silver', nights: 0, benefits: { member_price: true, early_checkin: false }, text: 'Member prices' },
    { tier: 'gold', nights: 5, benefits: { member_price: true, early_checkin: true }, text: 'Early check-in' },
  ],
  eligibility: 'Every logged-in guest is a Silver member.',
  faq_sections: [{ title: 'Points', items: [{ q: 'How many points do I earn?', a: '5% of the room tariff.' }] }],
  tnc_url: '/introducing-rewards/#rewards-terms',
  terms: ['Points expire 12 months after they are earned.'],
};

/**
 * The screen's definition with its loader, as account's routes.ts is to declare it (the loader lazily imported, out
 * of the remote's entry chunk).
 */
const definition = defineScreen<IntroducingRewardsFirstView | null>({
  chunk: 'introducing-rewards',
  load: () => import('./introducing-rewards-screen'),
  loader: (context) => import('./load-introducing-rewards').then((m) => m.loadIntroducingRewards(context)),
}) as ScreenDefinition<unknown>;

const PAGE_PATH = '/introducing-rewards/';
const ID = 'account:introducing-rewards';

/** The page as the shell draws it (server) and hydrates it (browser): the loader's data seeded, in StrictMode. */
function page(data: unknown, api: FakeApiClient, platform: TestPlatform = createTestPlatform()): ReactNode {
  const Wrapper = accountWrapper(api);
  return (
    <StrictMode>
      <ResourceSeedsProvider
        seeds={createResourceSeeds([[screenDataKey(definition, ID, PAGE_PATH, {}, ''), screenDataSeed(data)]])}
      >
        <PlatformProvider platform={platform}>
          <MemoryRouter initialEntries={[PAGE_PATH]}>
            <Wrapper>
              <ScreenView
                definition={definition}
                id={ID}
                pathname={PAGE_PATH}
                params={{}}
                search=""
                fallback={<p>Waiting</p>}
              />
            </Wrapper>
          </MemoryRouter>
        </PlatformProvider>
      </ResourceSeedsProvider>
    </StrictMode>
  );
}

const serverData = () => {
  provideApiClient(createFakeApiClient({ getContentsV2: { data: { loyalty_page_info: CONTENT } } }));
  return loadIntroducingRewards({ signal: new AbortController().signal }, null);
};

let roots: Root[] = [];
beforeAll(() => preloadScreen(definition));
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.replaceChildren();
});

describe('/introducing-rewards/ drawn on the server, then hydrated', () => {
  it("given the loader data, then the anonymous page's HTML is complete: banner, ladder, eligibility, FAQ, terms, sign-in", async () => {
    const api = createFakeApiClient();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(await serverData(), api));
    expect(container.querySelector('h1')?.textContent).toBe('Nivaas Rewards');
    expect(container.querySelector('img[src="/api/images/cities/jaipur-1024.jpg"]')).not.toBeNull();
    expect(container.querySelector('table caption')?.textContent).toBe('Benefits by tier');
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Benefit',
      'Silver',
      'Gold',
    ]);
    expect(container.textContent).toContain('Every logged-in guest is a Silver member.');
    expect(container.textContent).toContain('How many points do I earn?');
    expect(container.textContent).toContain('5% of the room tariff.');
    expect(container.textContent).toContain('Points expire 12 months after they are earned.');
    // The anonymous page: a member's link to their points comes with the session, which the HTML never has.
    expect(container.querySelector('button')?.textContent).toBe('Sign in to join');
    expect(container.textContent).not.toContain('See my points');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(container.textContent).not.toContain('Waiting');
    expect(api.calls).toEqual([]);
  });

  it('given the same data in the browser, then hydration makes no mismatch and asks for nothing', async () => {
    const data = await serverData();
    const html = renderToString(page(data, createFakeApiClient()));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const api = createFakeApiClient({ getContentsV2: { data: { loyalty_page_info: CONTENT } } });
    const recoverable = jest.fn();
    await act(async () => {
      roots.push(
        hydrateRoot(container, page(JSON.parse(JSON.stringify(data)) as unknown, api), {
          onRecoverableError: recoverable,
        }),
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(api.callsOf('getContentsV2')).toEqual([]);
    expect(screen.getByRole('table', { name: 'Benefits by tier' })).toBeVisible();
  });

  it("given a member (the shell draws their page afresh, with the loader's data), then it links to their points", async () => {
    const api = createFakeApiClient();
    render(page(await serverData(), api, memberPlatform()));
    expect(await screen.findByRole('link', { name: 'See my points' })).toHaveAttribute('href', '/rewards/');
    expect(screen.getByRole('heading', { level: 1, name: 'Nivaas Rewards' })).toBeVisible();
    expect(api.calls).toEqual([]);
  });
});
