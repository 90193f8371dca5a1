import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ShareBooking } from './share-booking';

const meta = {
  title: 'Actions/ShareBooking',
  component: ShareBooking,
  args: {
    shareTitle: 'Nivaas Suites Marathahalli',
    shareText: 'I am staying at Nivaas Suites Marathahalli, Bengaluru: Thu, 3 Dec – Sat, 5 Dec.',
    sharePath: '/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/',
    onCopied: fn(),
  },
} satisfies Meta<typeof ShareBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShareOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Share your stay' })).toBeVisible();
  },
};
export const WithBookingLink: Story = {
  args: { bookingLinkPath: '/confirmation/NIV1234567/?t=tok_abcdefghijklmnopqrstuvwxyz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy your booking link' })).toBeVisible();
  },
};
