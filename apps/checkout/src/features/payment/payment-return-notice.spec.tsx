import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createFakeApiClient } from '@nivaas/api-client/testing';
import { PlatformProvider } from '@nivaas/state';
import { createTestPlatform } from '@nivaas/state/testing';
import { PaymentReturnNotice } from './payment-return-notice';
import { PaymentSection } from './payment-section';
import { PaymentServicesProvider } from './payment-services';
import type { PaymentFailureReason, ReturnedFrom } from './payment-types';
import { usePaymentFocus } from './use-payment-focus';
import { checkoutFixture, GUEST, METHODS, OFFERS } from './testing';

/** The itinerary's arrangement: the notice first, the payment section far below it. */
function Itinerary({ returnedFrom }: { readonly returnedFrom: ReturnedFrom }) {
  const focus = usePaymentFocus();
  return (
    <>
      <PaymentReturnNotice reason={returnedFrom.reason} onTryAgain={focus.focusPay} onOtherWay={focus.focusOtherWay} />
      <PaymentSection
        checkout={checkoutFixture()}
        collectGuest={() => GUEST}
        onItineraryChanged={jest.fn()}
        returnedFrom={returnedFrom}
        signedIn={false}
        focus={focus}
      />
    </>
  );
}

function renderItinerary(returnedFrom: ReturnedFrom) {
  const api = createFakeApiClient({
    getPaymentMethods: METHODS,
    getPaymentOffers: OFFERS,
    getContentsV1: { data: {} },
  });
  return render(
    <MemoryRouter>
      <PlatformProvider platform={createTestPlatform()}>
        <PaymentServicesProvider services={{ api, goToGateway: jest.fn() }}>
          <Itinerary returnedFrom={returnedFrom} />
        </PaymentServicesProvider>
      </PlatformProvider>
    </MemoryRouter>,
  );
}

const SAID: Record<PaymentFailureReason, string> = {
  declined: 'Your payment was declined. Nothing was charged.',
  cancelled: 'You cancelled the payment. Nothing was charged.',
  expired:
    'Your payment was not completed in time, so the rooms were released. Nothing was charged: pay again to book.',
  failed: 'Your payment did not go through. Nothing was charged.',
};

describe('PaymentReturnNotice (outcomes in view)', () => {
  it.each(Object.entries(SAID))(
    'given a return from a %s payment, then it says so in an alert, with Try again and another way to pay beside it',
    async (reason, text) => {
      const { container } = renderItinerary({ reason: reason as PaymentFailureReason, mode: null, method: null });
      const notice = screen.getByRole('region', { name: 'Your booking is not confirmed yet' });
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Choose another way to pay' })).toBeInTheDocument();
      // First in the page: before the payment section and its Pay button.
      const pay = await screen.findByRole('button', { name: /^Pay ₹/ });
      expect(notice.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it('fills its live region after mount, so a screen reader announces it on arrival', async () => {
    const markup = renderToString(<PaymentReturnNotice reason="declined" onTryAgain={null} onOtherWay={null} />);
    expect(markup).toMatch(/<p [^>]*role="alert"[^>]*><\/p>/);
    render(<PaymentReturnNotice reason="declined" onTryAgain={null} onOtherWay={null} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your payment was declined'));
  });

  it('offers no action until the payment section is there to act on', () => {
    render(<PaymentReturnNotice reason="expired" onTryAgain={null} onOtherWay={null} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('given Try again, then the focus goes to the Pay button', async () => {
    const user = userEvent.setup();
    renderItinerary({ reason: 'declined', mode: 'pay_now', method: 'upi' });
    const pay = await screen.findByRole('button', { name: 'Pay ₹5,000' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(pay).toHaveFocus();
  });

  it('given Choose another way to pay, then the focus goes to the method chosen, to pick another', async () => {
    const user = userEvent.setup();
    renderItinerary({ reason: 'declined', mode: 'pay_now', method: 'card' });
    const card = await screen.findByRole('radio', { name: 'Credit / Debit card' });
    await user.click(screen.getByRole('button', { name: 'Choose another way to pay' }));
    expect(card).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();
  });

  it('given a return from pay at hotel (no methods), then another way to pay is the mode', async () => {
    const user = userEvent.setup();
    renderItinerary({ reason: 'failed', mode: 'pay_at_hotel', method: null });
    const atHotel = await screen.findByRole('radio', { name: /^Pay at hotel/ });
    await user.click(screen.getByRole('button', { name: 'Choose another way to pay' }));
    expect(atHotel).toHaveFocus();
  });
});
