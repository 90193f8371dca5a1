import type { StoryObj } from '@storybook/react-vite';
import { COMPANY, profileHandlers } from '../../testing/profile-fixtures';
import { screenMeta, state } from '../../testing/screen-story';
import UpdateProfileScreen from './update-profile-screen';

export default { title: 'Account/Update profile', ...screenMeta(UpdateProfileScreen, '/update-profile/') };
type Story = StoryObj<typeof UpdateProfileScreen>;

const member = { api: profileHandlers({ getCompanyProfile: COMPANY }) };

export const Member: Story = state(member);

export const WithoutGstDetails: Story = state({ api: profileHandlers() });

export const ErrorWithRetry: Story = state({ ...member, failFirst: ['getProfile'] });

export const SignedOut: Story = state({ member: false });

export const French: Story = state({ ...member, locale: 'fr-FR' });
