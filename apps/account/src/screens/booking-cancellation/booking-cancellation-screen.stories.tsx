import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  CANCEL_HASH,
  cancellationDetails,
  cancelledDetails,
  nonRefundableDetails,
} from '../../testing/cancellation-fixtures';
import { failWith } from '@nivaas/api-client/testing';
import { LONG_HOTEL_NAME, NAME_WITHOUT_SPACES } from '@nivaas/routes/testing/stories';
import { screenMeta, state } from '../../testing/screen-story';
import BookingCancellationScreen from './booking-cancellation-screen';

export default {
  title: 'Account/Booking cancellation (link)',
  ...screenMeta(BookingCancellationScreen, `/c-${CANCEL_HASH}/`),
};
type Story = StoryObj<typeof BookingCancellationScreen>;

const refundable = {
  member: false as const,
  api: { getCancellationDetails: cancellationDetails(), cancelBooking: cancelledDetails() },
};

export const Refundable: Story = state(refundable);

export const NonRefundable: Story = state({
  member: false,
  api: { getCancellationDetails: nonRefundableDetails() },
});

export const AlreadyCancelled: Story = state({
  member: false,
  api: { getCancellationDetails: cancelledDetails() },
});

export const InvalidLink: Story = state({ member: false, api: { getCancellationDetails: failWith(404) } });

export const LongNames: Story = state({
  member: false,
  api: {
    getCancellationDetails: cancellationDetails({
      hotel_name: LONG_HOTEL_NAME,
      guest_name: NAME_WITHOUT_SPACES,
    }),
  },
});

export const French: Story = state({ ...refundable, locale: 'fr-FR' });

/** The flow: a reason, the dialog that repeats the refund, then the cancelled booking with the refund made. */
export const CancelABooking: Story = {
  ...state(refundable),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('radio', { name: 'Change of plans' }));
    await userEvent.type(page.getByRole('textbox', { name: /Anything you would like to tell us/ }), 'Trip moved');
    await userEvent.click(page.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await body.findByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toHaveTextContent('You will get ₹3,720 back to the way you paid.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'Booking cancelled' })).toHaveFocus();
    await expect(page.getByRole('status', { name: '' })).toHaveTextContent('Your booking has been cancelled');
  },
};
