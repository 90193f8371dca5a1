import type { StoryObj } from '@storybook/react-vite';
import { COMPANY, profileAnswer, profileHandlers } from '../../testing/profile-fixtures';
import { NAME_WITHOUT_SPACES } from '@nivaas/routes/testing/stories';
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
  member: NAME_WITHOUT_SPACES,
  api: profileHandlers({
    getProfile: profileAnswer({
      firstName: NAME_WITHOUT_SPACES,
      name: `${NAME_WITHOUT_SPACES} Rao`,
      email: `${NAME_WITHOUT_SPACES.toLowerCase()}.rao@example.in`,
    }),
  }),
});

export const French: Story = state({ ...member, locale: 'fr-FR' });
