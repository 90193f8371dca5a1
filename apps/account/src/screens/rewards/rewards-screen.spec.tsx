import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderScreen } from '@nivaas/routes/testing';
import { createTestPlatform } from '@nivaas/state/testing';
import {
  accountWrapper,
  createFakeApiClient,
  memberPlatform,
  statement,
  topTierWallet,
  walletAnswer,
} from '../../testing/profile-fixtures';
import { REWARDS_PITCH } from '../../testing/rewards-fixtures';
import RewardsScreen from './rewards-screen';

const settle = () => act(async () => undefined);

const page = (ids: number[], total: number, number = 1) => ({
  statements: ids.map((id) => statement(id)),
  total,
  page: number,
});

async function renderRewards(
  api = createFakeApiClient({ getWallet: walletAnswer(), getWalletStatements: page([3, 2], 2) }),
) {
  const platform = memberPlatform();
  const view = renderScreen(RewardsScreen, { url: '/rewards/', platform, wrapper: accountWrapper(api) });
  await settle();
  return { ...view, api, platform };
}

describe('RewardsScreen: /rewards/', () => {
  it('shows the balance and its rupee value, tier progress, savings, expiry and the statement; fills the wallet store', async () => {
    const { container, platform } = await renderRewards();
    const balance = screen.getByRole('region', { name: 'Points balance' });
    expect(balance).toHaveTextContent('450 points');
    expect(balance).toHaveTextContent('Worth ₹450 on your next booking (1 point = ₹1)');
    expect(balance).toHaveTextContent('200 points expire on Monday, 1 March 2027');
    expect(balance).toHaveTextContent('You have saved ₹120 with points');
    const tier = screen.getByRole('region', { name: 'Silver member' });
    const bar = within(tier).getByRole('progressbar', { name: 'Progress to Gold' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(tier).toHaveTextContent('3 more nights to Gold');
    const entries = within(screen.getByRole('list', { name: 'Points statement' })).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Points earned on booking NV3');
    expect(entries[0]).toHaveTextContent('Friday, 20 November 2026');
    expect(entries[0]).toHaveTextContent('100 points in');
    expect(within(entries[0] as HTMLElement).getByRole('link', { name: 'Booking NV3' })).toHaveAttribute(
      'href',
      '/account/booking-history/NV3/',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(platform.wallet.store.getState()).toMatchObject({ totalBalance: 450, loyaltyTier: 'silver' });
    expect(screen.getByRole('link', { name: 'How rewards work' })).toHaveAttribute('href', '/introducing-rewards/');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('at platinum, says it is the top tier (no progress bar); no expiry line without points expiring', async () => {
    await renderRewards(
      createFakeApiClient({
        getWallet: topTierWallet(),
        getWalletStatements: page([], 1),
      }),
    );
    expect(screen.getByRole('region', { name: 'Platinum member' })).toHaveTextContent('You’re at our top tier');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('region', { name: 'Points balance' })).not.toHaveTextContent(/expire/);
  });

  it('shows the reversal of a cancelled booking as points out', async () => {
    await renderRewards(
      createFakeApiClient({
        getWallet: walletAnswer({ walletData: { byType: { TP: { type: 'TP', balance: 0 } }, totalBalance: 0 } }),
        getWalletStatements: {
          statements: [
            statement(9, { type: 'reversal', amount: -150, description: 'Cancelled booking NV7', order_id: 'NV7' }),
            statement(8, { amount: 150, description: 'Points earned on booking NV7', order_id: 'NV7' }),
          ],
          total: 2,
          page: 1,
        },
      }),
    );
    const [reversal] = within(screen.getByRole('list', { name: 'Points statement' })).getAllByRole('listitem');
    expect(reversal).toHaveTextContent('Cancelled booking NV7');
    expect(reversal).toHaveTextContent('150 points out');
    expect(screen.getByRole('region', { name: 'Points balance' })).toHaveTextContent('0 points');
  });

  it('pages the statement with Show more (loading flag in the wallet store); a failed page says so and can be retried', async () => {
    const api = createFakeApiClient({
      getWallet: walletAnswer(),
      getWalletStatements: (input) =>
        input.query?.page === 2 ? page([20, 19], 12, 2) : page([30, 29, 28, 27, 26, 25, 24, 23, 22, 21], 12),
    });
    const { platform } = await renderRewards(api);
    expect(screen.getByText('Showing 10 of 12 entries')).toBeInTheDocument();
    api.failNext('getWalletStatements');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load more of your statement');
    expect(platform.wallet.store.getState().isStatementLoading).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await settle();
    expect(api.callsOf('getWalletStatements').at(-1)).toEqual({ query: { page: 2, limit: 10 } });
    expect(within(screen.getByRole('list', { name: 'Points statement' })).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('given no statement yet, says how points are earned', async () => {
    await renderRewards(createFakeApiClient({ getWallet: walletAnswer(), getWalletStatements: page([], 0) }));
    expect(screen.getByRole('heading', { name: 'No points yet' })).toBeInTheDocument();
  });

  it('given a failed load, shows the error with Retry', async () => {
    const api = createFakeApiClient({ getWallet: walletAnswer(), getWalletStatements: page([1], 1) });
    api.failNext('getWallet');
    await renderRewards(api);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your rewards');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByRole('region', { name: 'Points balance' })).toBeInTheDocument();
  });

  it('given a visitor who is not signed in, says what the programme is and asks to sign in; nothing of a wallet is asked', async () => {
    const api = createFakeApiClient({
      getContentsV2: REWARDS_PITCH,
    });
    const platform = createTestPlatform();
    const { container } = renderScreen(RewardsScreen, { url: '/rewards/', platform, wrapper: accountWrapper(api) });
    const pitch = await screen.findByRole('region', { name: 'Nivaas Rewards' });
    expect(pitch).toHaveTextContent('Earn points worth 5% of the room tariff');
    expect(pitch).toHaveTextContent('Tiers: Silver · Gold · Platinum');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls.map((c) => c.operationId)).toEqual(['getContentsV2']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given the programme content fails, then the sign-in prompt alone', async () => {
    const api = createFakeApiClient({});
    api.failNext('getContentsV2');
    renderScreen(RewardsScreen, { url: '/rewards/', platform: createTestPlatform(), wrapper: accountWrapper(api) });
    await settle();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nivaas Rewards' })).toBeNull();
  });
});
