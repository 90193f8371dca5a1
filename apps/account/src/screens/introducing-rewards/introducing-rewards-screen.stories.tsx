import type { StoryObj } from '@storybook/react-vite';
import { LOYALTY_PAGE_INFO } from '../../testing/rewards-fixtures';
import { screenMeta, state } from '../../testing/screen-story';
import IntroducingRewardsScreen from './introducing-rewards-screen';

export default {
  title: 'Account/Introducing rewards',
  ...screenMeta(IntroducingRewardsScreen, '/introducing-rewards/'),
};
type Story = StoryObj<typeof IntroducingRewardsScreen>;

const content = { getContentsV2: { data: { loyalty_page_info: LOYALTY_PAGE_INFO } } };

export const Visitor: Story = state({ member: false, api: content });

export const Member: Story = state({ api: content });

export const NoContent: Story = state({ member: false, api: { getContentsV2: { data: {} } } });

export const ErrorWithRetry: Story = state({ member: false, api: content, failFirst: ['getContentsV2'] });

export const French: Story = state({ member: false, api: content, locale: 'fr-FR' });
