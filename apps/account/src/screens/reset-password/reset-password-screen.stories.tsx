import type { StoryObj } from '@storybook/react-vite';
import { failWith } from '@nivaas/api-client/testing';
import { screenMeta, state } from '../../testing/screen-story';
import ResetPasswordScreen from './reset-password-screen';

export default {
  title: 'Account/Reset password (link)',
  ...screenMeta(ResetPasswordScreen, '/user/reset-password/rT_0123456789abcdefghijKLMN/'),
};
type Story = StoryObj<typeof ResetPasswordScreen>;

const valid = {
  member: false as const,
  api: { getPasswordReset: { expires_at: '2026-11-24T07:00:00Z', code_sent_to: 'SMS to +91 ******3210' } },
};

export const ValidLink: Story = state(valid);

export const InvalidOrExpiredLink: Story = state({
  member: false,
  api: { getPasswordReset: failWith(404, 'This reset link is invalid or has expired') },
});

export const ErrorWithRetry: Story = state({ ...valid, failFirst: ['getPasswordReset'] });

export const French: Story = state({ ...valid, locale: 'fr-FR' });
