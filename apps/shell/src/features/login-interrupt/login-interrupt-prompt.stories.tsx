import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { shellMeta, state } from '../../testing/screen-story';
import type { LoginInterruptBanner } from './banner-content';
import { LoginInterruptPrompt } from './login-interrupt-prompt';

/** A missing or malformed login_interrupt_banner (or its call failing): the catalogue's words. */
const NO_CONTENT: LoginInterruptBanner = { title: '', subtitle: '', cta: '', imageUrl: null };

const CONTENT: LoginInterruptBanner = {
  title: 'Members pay less at 1,200 hotels',
  subtitle: 'Sign in to see member prices on this hotel and earn reward points on every stay.',
  cta: 'Sign in and save',
  imageUrl: '/images/login-interrupt.jpg',
};

/** Content at its lengths' limits (title 120, subtitle 240, cta 40 characters). */
const LONG_CONTENT: LoginInterruptBanner = {
  title: 'Members of Nivaas pay less at Nivaas Grand Heritage Palace Residency and Convention Centre and 1,200 more',
  subtitle:
    'Sign in with your mobile number to see member prices on this hotel and every other, earn reward points on every stay, and keep all your bookings, invoices and cancellations in one place on any device',
  cta: 'Sign in with your mobile number and save',
  imageUrl: null,
};

// The login-interrupt prompt (docs/rules.md section 4): a bottom sheet asking a visitor to sign in, its words from
// content (login_interrupt_banner). The host decides when it opens (use-login-interrupt.ts); drawn open here.
export default {
  title: 'Shell/LoginInterrupt',
  component: LoginInterruptPrompt,
  args: { banner: CONTENT, onSignIn: fn(), onDismiss: fn() },
  ...shellMeta('/hotels-in-goa/sea-view-inn-12/'),
};
type Story = StoryObj<typeof LoginInterruptPrompt>;

const opened: Story['play'] = async ({ canvasElement }) => {
  const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  // Its entrance over, so the eye (and axe) see it whole.
  await waitFor(() => expect(sheet).toBeVisible());
};

export const ContentWords: Story = { ...state({}), play: opened };

export const CatalogueWords: Story = { ...state({}), args: { banner: NO_CONTENT }, play: opened };

/** On a phone the buttons stack full width, the call to action on top, so its 40 characters take 2 lines at most. */
export const LongContent: Story = {
  ...state({}),
  args: { banner: LONG_CONTENT },
  play: async (context) => {
    await opened(context);
    const sheet = within(context.canvasElement.ownerDocument.body).getByRole('dialog');
    const cta = within(sheet).getByRole('button', { name: LONG_CONTENT.cta }).getBoundingClientRect();
    const notNow = within(sheet).getByRole('button', { name: 'Not now' }).getBoundingClientRect();
    await expect(notNow.top).toBeGreaterThanOrEqual(cta.bottom);
    await expect(Math.round(cta.width)).toBe(Math.round(notNow.width));
  },
};

export const British: Story = { ...state({ locale: 'en-GB' }), args: { banner: NO_CONTENT }, play: opened };

export const French: Story = { ...state({ locale: 'fr-FR' }), args: { banner: NO_CONTENT }, play: opened };
