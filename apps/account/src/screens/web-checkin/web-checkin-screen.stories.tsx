import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CHECKIN_HASH, checkedIn, webCheckin } from '../../testing/cancellation-fixtures';
import { failWith } from '@nivaas/api-client/testing';
import { LONG_HOTEL_NAME, NAME_WITHOUT_SPACES } from '@nivaas/routes/testing/stories';
import { screenMeta, state } from '../../testing/screen-story';
import WebCheckinScreen from './web-checkin-screen';

export default {
  title: 'Account/Web check-in (link)',
  ...screenMeta(WebCheckinScreen, `/web-checkin/${CHECKIN_HASH}/`),
};
type Story = StoryObj<typeof WebCheckinScreen>;

const open = {
  member: false as const,
  api: {
    getWebCheckin: webCheckin(),
    submitWebCheckin: checkedIn({ guests: [{ name: 'Asha Rao' }, { name: 'Ravi Rao' }], id_last4: '12AB' }),
  },
};

export const Open: Story = state(open);

export const NotOpenYet: Story = state({
  member: false,
  api: { getWebCheckin: webCheckin({ open: false, closes_at: '2999-12-03T18:30:00Z' }) },
});

export const Closed: Story = state({
  member: false,
  api: { getWebCheckin: webCheckin({ open: false, closes_at: '2000-01-01T00:00:00Z' }) },
});

export const CheckedIn: Story = state({ member: false, api: { getWebCheckin: checkedIn() } });

export const InvalidLink: Story = state({ member: false, api: { getWebCheckin: failWith(404) } });

export const LongNames: Story = state({
  member: false,
  api: {
    getWebCheckin: webCheckin({
      hotel_name: LONG_HOTEL_NAME,
      guest_name: NAME_WITHOUT_SPACES,
    }),
  },
});

export const French: Story = state({ ...open, locale: 'fr-FR' });

/** The flow: a second guest, the ID type and its last 4 characters, the arrival time; then "You're checked in". */
export const CheckInOnline: Story = {
  ...state(open),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Add guest' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Guest 2 name' }), 'Ravi Rao');
    await userEvent.click(page.getByRole('radio', { name: 'Aadhaar' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Last 4 characters of the ID' }), '12ab');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Expected arrival time' }), '14:30');
    await userEvent.click(page.getByRole('button', { name: 'Check in' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'You’re checked in' })).toBeVisible();
    await expect(page.getByText('Aadhaar ending 12AB')).toBeVisible();
  },
};
