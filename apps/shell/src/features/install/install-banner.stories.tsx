import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMeta, state } from '../../testing/screen-story';
import { InstallBanner } from './install-banner';
import { createInstallPrompt, type BeforeInstallPromptEvent } from './install-offer';

/** Chromium's install offer, kept as start-analytics keeps it; the browser's own dialog answers "accepted". */
function OfferedInstallBanner() {
  const [installPrompt] = useState(() => {
    const offer = createInstallPrompt();
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      platforms: ['web'],
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    offer.keep(event as BeforeInstallPromptEvent);
    return offer;
  });
  return <InstallBanner installPrompt={installPrompt} />;
}

// "Add Nivaas to your home screen": once the browser offers it and the visitor has searched (here, a listing).
export default {
  title: 'Shell/InstallBanner',
  component: InstallBanner,
  render: () => <OfferedInstallBanner />,
  ...shellMeta('/hotels-in-goa/'),
};
type Story = StoryObj<typeof InstallBanner>;

const banner = (canvasElement: HTMLElement) => within(canvasElement).findByRole('complementary', { name: /Nivaas/ });

/** The banner is there, its entrance over. */
const shown = async (canvasElement: HTMLElement) => {
  const aside = await banner(canvasElement);
  await waitFor(() => expect(aside).toBeVisible());
};

export const Offered: Story = {
  ...state({}),
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
  },
};

/** "Not now" puts it away (for 14 days). */
export const NotNow: Story = {
  ...state({}),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await banner(canvasElement)).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(within(canvasElement).queryByRole('complementary')).toBeNull());
  },
};

export const MemberInFrench: Story = {
  ...state({ member: 'Asha', locale: 'fr-FR' }),
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
  },
};

export const British: Story = {
  ...state({ locale: 'en-GB' }),
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
  },
};
