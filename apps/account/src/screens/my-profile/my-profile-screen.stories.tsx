import type { StoryObj } from '@storybook/react-vite';
import { COMPANY, profileAnswer, profileHandlers } from '../../testing/profile-fixtures';
import { screenMeta, state } from '../../testing/screen-story';
import MyProfileScreen from './my-profile-screen';

export default { title: 'Account/My profile', ...screenMeta(MyProfileScreen, '/my-profile/') };
type Story = StoryObj<typeof MyProfileScreen>;

const member = {
  api: profileHandlers({
    getProfile: profileAnswer({ loyalty_tier: 'gold' }),
    getCompanyProfile: COMPANY,
    getWhatsappOptIn: { hasOptedForWhatsapp: true },
  }),
};

export const Member: Story = state(member);

export const WithoutGstDetails: Story = state({ api: profileHandlers() });

export const ErrorWithRetry: Story = state({ ...member, failFirst: ['getProfile'] });

export const SignedOut: Story = state({ member: false });

export const LongNames: Story = state({
  member: 'Venkatanarasimharajuvaripeta',
  api: profileHandlers({
    getProfile: profileAnswer({
      firstName: 'Venkatanarasimharajuvaripeta',
      name: 'Venkatanarasimharajuvaripeta Rao',
      email: 'venkatanarasimharajuvaripeta.rao@example.in',
    }),
  }),
});

export const French: Story = state({ ...member, locale: 'fr-FR' });
