import type { StoryObj } from '@storybook/react-vite';
import { statement, topTierWallet, walletAnswer } from '../../testing/profile-fixtures';
import { REWARDS_PITCH } from '../../testing/rewards-fixtures';
import { screenMeta, state } from '../../testing/screen-story';
import RewardsScreen from './rewards-screen';

export default { title: 'Account/Rewards', ...screenMeta(RewardsScreen, '/rewards/') };
type Story = StoryObj<typeof RewardsScreen>;

const statements = {
  statements: [
    statement(3),
    statement(2, { type: 'debit', amount: -199, description: 'Points used on booking NV2' }),
    statement(1),
  ],
  total: 3,
  page: 1,
};
const member = { api: { getWallet: walletAnswer(), getWalletStatements: statements } };

export const Member: Story = state(member);

export const TopTier: Story = state({
  api: {
    getWallet: topTierWallet(),
    getWalletStatements: statements,
  },
});

export const NoStatementYet: Story = state({
  api: { getWallet: walletAnswer(), getWalletStatements: { statements: [], total: 0, page: 1 } },
});

export const ErrorWithRetry: Story = state({ ...member, failFirst: ['getWallet'] });

export const SignedOut: Story = state({ member: false, api: { getContentsV2: REWARDS_PITCH } });

export const French: Story = state({ ...member, locale: 'fr-FR' });
