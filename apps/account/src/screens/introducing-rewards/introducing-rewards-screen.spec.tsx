import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderScreen } from '@nivaas/routes/testing';
import { createTestPlatform } from '@nivaas/state/testing';
import { accountWrapper, createFakeApiClient, memberPlatform } from '../../testing/profile-fixtures';
import { LOYALTY_PAGE_INFO as CONTENT } from '../../testing/rewards-fixtures';
import IntroducingRewardsScreen from './introducing-rewards-screen';

const settle = () => act(async () => undefined);

function renderInfo(value: unknown, platform = createTestPlatform()) {
  const api = createFakeApiClient({ getContentsV2: { data: { loyalty_page_info: value } } });
  const view = renderScreen(IntroducingRewardsScreen, {
    url: '/introducing-rewards/',
    platform,
    wrapper: accountWrapper(api),
  });
  return { ...view, api, platform };
}

describe('IntroducingRewardsScreen: /introducing-rewards/', () => {
  it('shows the banner, card images, the tier ladder as a table with ✓/✗ in words, eligibility, FAQ and terms', async () => {
    const { container, api } = renderInfo(CONTENT);
    await settle();
    expect(api.callsOf('getContentsV2')).toEqual([{ query: { keys: 'loyalty_page_info' } }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Nivaas Rewards' })).toBeInTheDocument();
    const banner = container.querySelector('img[src="/api/images/cities/jaipur-1024.jpg"]');
    expect(banner).toHaveAttribute('width', '1024');
    expect(banner).toHaveAttribute('height', '576');
    const table = screen.getByRole('table', { name: 'Benefits by tier' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Benefit', 'Silver', 'Gold', 'Platinum']);
    const breakfast = within(table).getByRole('row', { name: /Free breakfast/ });
    expect(
      within(breakfast)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['✗Not included', '✗Not included', '✓Included']);
    expect(within(table).getByRole('row', { name: /Nights in 12 months/ })).toHaveTextContent(
      'From the first stay5 nights15 nights',
    );
    expect(screen.getByText('Every logged-in guest is a Silver member.')).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'How many points do I earn?' });
    await userEvent.click(question);
    expect(screen.getByText('5% of the room tariff.')).toBeVisible();
    // The terms are on this page: their section, and no link to it.
    const terms = screen.getByRole('region', { name: 'Rewards terms and conditions' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Points expire 12 months after they are earned.']);
    expect(screen.queryByRole('link', { name: 'Rewards terms and conditions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in to join' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given terms on another page of the site, links to them', async () => {
    renderInfo({ ...CONTENT, terms: [], tnc_url: '/aboutus/' });
    await settle();
    expect(screen.getByRole('link', { name: 'Rewards terms and conditions' })).toHaveAttribute('href', '/aboutus/');
  });

  it('for a member, links to their points instead of asking them to sign in', async () => {
    renderInfo(CONTENT, memberPlatform());
    await settle();
    expect(screen.getByRole('link', { name: 'See my points' })).toHaveAttribute('href', '/rewards/');
  });

  it('given malformed content, shows what is valid and never crashes (no off-site terms link, no bad image)', async () => {
    const { container } = renderInfo({
      heading_banner: { title: ['x'], image_url: ['javascript', 'alert(1)'].join(':') },
      ladder: [{ tier: 'gold', nights: 'five', benefits: 'all' }, 7],
      faq_sections: 'none',
      tnc_url: 'https://evil.example/',
    });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Benefits by tier' })).toHaveTextContent('Gold');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Rewards terms and conditions' })).toBeNull();
  });

  it('given no usable content, says the details are not available', async () => {
    renderInfo(null);
    await settle();
    expect(screen.getByRole('heading', { name: 'Rewards details are not available right now' })).toBeInTheDocument();
  });

  it('given a failed content call, shows the error with Retry', async () => {
    const api = createFakeApiClient({ getContentsV2: { data: { loyalty_page_info: CONTENT } } });
    api.failNext('getContentsV2');
    renderScreen(IntroducingRewardsScreen, { url: '/introducing-rewards/', wrapper: accountWrapper(api) });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the rewards details');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByRole('table', { name: 'Benefits by tier' })).toBeInTheDocument();
  });
});
