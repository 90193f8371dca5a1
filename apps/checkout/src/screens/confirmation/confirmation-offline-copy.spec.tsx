import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Confirmation } from '@nivaas/api-client/contract';
import { createFakeApiClient, fakeApiError, type FakeApiClient } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import { createTestPlatform, type TestPlatform } from '@nivaas/state/testing';
import { BookingServicesProvider } from '../../features/booking-services';
import { CARE, confirmation, ORDER, PAGE, TOKEN, PAY_AT_HOTEL } from '../../testing/confirmation-fixtures';
import ConfirmationScreen from './confirmation-screen';

/** The confirmation screen as the shell mounts it, on a recorded bus: what it leaves for its offline page. */
function renderPage(api: FakeApiClient, url = PAGE, platform: TestPlatform = createTestPlatform()) {
  const view = renderScreen(ConfirmationScreen, {
    url,
    platform,
    wrapper: ({ children }) => (
      <BookingServicesProvider services={{ api, assignLocation: jest.fn() }}>{children}</BookingServicesProvider>
    ),
  });
  return { ...view, seen: () => platform.eventsOf('booking/seen').map((event) => event.booking) };
}

/** The details as label: value lines, in the order the offline page shows them. */
const lines = (details: readonly { label: string; value: string }[]) => details.map((d) => `${d.label}: ${d.value}`);

const partPaid = (pending: number) =>
  confirmation({ payment: { mode: 'part_pay', paid_amount: 1062, pending_amount: pending, offer_discount: 0 } });

describe('ConfirmationScreen: the offline copy of the booking on screen (booking/seen)', () => {
  const lang = document.documentElement.lang;
  afterEach(() => {
    document.documentElement.lang = lang;
  });

  it('a token link leaves the booking under its own path and token: hotel, address, phone, then every detail in order', async () => {
    const api = createFakeApiClient({ getConfirmation: confirmation(), getContentsV2: CARE });
    const before = Date.now();
    const { seen } = renderPage(api);
    await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' });
    await waitFor(() => expect(seen()).toHaveLength(1));
    const [booking] = seen();
    expect(booking).toEqual({
      pagePath: `/confirmation/${ORDER}/?t=${TOKEN}`,
      bookingId: ORDER,
      lang: 'en-IN',
      title: 'Your booking is confirmed',
      status: 'Confirmed',
      hotel: {
        name: 'Nivaas Suites Marathahalli',
        address: '12 Outer Ring Road, Marathahalli, Bengaluru 560037',
        phone: '+91 80 1234 5678',
      },
      details: expect.any(Array),
      labels: {
        offlineNote: 'You are offline. This is the copy of your booking saved on this phone.',
        hotel: 'Hotel',
        call: 'Call',
        savedAt: 'Saved',
      },
      savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(lines(booking?.details ?? [])).toEqual([
      `Booking ID: ${ORDER}`,
      'Check-in: Thu, 3 Dec, from 2:00 PM',
      'Check-out: Sat, 5 Dec, until 12:00 PM',
      'Your stay: 2 nights',
      'Guests: 2 adults, 1 child, 1 room',
      'Room: Oak',
      'Rate plan: Free cancellation',
      // Every price line of the screen, so the copy adds up as the screen does.
      'Room price: ₹4,000',
      'Member price: −₹200',
      'Coupon WELCOME: −₹300',
      'Taxes: ₹420',
      'Platform fee: ₹50',
      'Total (taxes and fees included): ₹3,970',
      'Paid with points: −₹200',
      'Payment offer: −₹50',
      'Paid in money: ₹3,720',
      'Paid: ₹3,720',
      'Guest: Asha Rao',
    ]);
    expect(Date.parse(booking?.savedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('the balance link keeps the token and drops the #pay-balance fragment; the balance is the amount still due', async () => {
    const api = createFakeApiClient({ getConfirmation: partPaid(2658), getContentsV2: CARE });
    const { seen } = renderPage(api, `${PAGE}#pay-balance`);
    await screen.findByRole('region', { name: 'Pay the balance' });
    await waitFor(() => expect(seen()).toHaveLength(1));
    const [booking] = seen();
    expect(booking?.pagePath).toBe(`/confirmation/${ORDER}/?t=${TOKEN}`);
    expect(booking?.status).toBe('Confirmed, balance to pay');
    expect(lines(booking?.details ?? []).slice(-3)).toEqual([
      'Paid: ₹1,062',
      'Balance to pay: ₹2,658',
      'Guest: Asha Rao',
    ]);
  });

  it('pay at hotel names what to pay at the hotel; a signed-in owner without a token gets the bare path', async () => {
    const api = createFakeApiClient({
      getConfirmation: confirmation({
        payment: PAY_AT_HOTEL,
      }),
      getContentsV2: CARE,
    });
    const { seen } = renderPage(api, `/confirmation/${ORDER}/`);
    await waitFor(() => expect(seen()).toHaveLength(1));
    const [booking] = seen();
    expect(booking?.pagePath).toBe(`/confirmation/${ORDER}/`);
    expect(booking?.status).toBe('Confirmed, pay at the hotel');
    expect(lines(booking?.details ?? [])).toContain('To pay at the hotel: ₹3,770');
  });

  it('a hotel without a contact address or phone: the address from street to pincode, and no phone', async () => {
    const base = confirmation();
    const bare: Confirmation = { ...base, hotel_contact: { phone: '  ', address: ' ', map_url: '' } };
    const { seen } = renderPage(createFakeApiClient({ getConfirmation: bare, getContentsV2: CARE }));
    await waitFor(() => expect(seen()).toHaveLength(1));
    expect(seen()[0]?.hotel).toEqual({
      name: 'Nivaas Suites Marathahalli',
      address: '12 Outer Ring Road, Marathahalli, Bengaluru, 560037',
      phone: null,
    });
  });

  it('in French, every label, the title and the amounts are the French page’s', async () => {
    document.documentElement.lang = 'fr-FR';
    const { seen } = renderPage(createFakeApiClient({ getConfirmation: partPaid(2658), getContentsV2: CARE }));
    await screen.findByRole('heading', { level: 1, name: 'Votre réservation est confirmée' });
    await waitFor(() => expect(seen()).toHaveLength(1));
    const [booking] = seen();
    expect(booking?.lang).toBe('fr-FR');
    expect(booking?.status).toBe('Confirmée, solde à payer');
    expect(booking?.labels).toEqual({
      offlineNote: 'Vous êtes hors ligne. Voici la copie de votre réservation enregistrée sur ce téléphone.',
      hotel: 'Hôtel',
      call: 'Appeler',
      savedAt: 'Enregistrée le',
    });
    expect(booking?.details.map((d) => d.label)).toEqual([
      'Numéro de réservation',
      'Arrivée',
      'Départ',
      'Votre séjour',
      'Voyageurs',
      'Chambre',
      'Tarif',
      'Prix de la chambre',
      'Prix membre',
      'Code promo WELCOME',
      'Taxes',
      'Frais de plateforme',
      'Total (taxes et frais compris)',
      'Payé avec des points',
      'Payé en argent',
      'Payé',
      'Solde à payer',
      'Voyageur',
    ]);
    expect(booking?.details[3]?.value).toBe('2 nuits');
    expect(booking?.details[4]?.value).toBe('2 adultes, 1 enfant, 1 chambre');
  });

  it('leaves nothing while the booking loads, nor for a booking the API does not show (404)', async () => {
    // An answer that never comes: the page stays on its loading state.
    const never = new Promise<Confirmation>(() => undefined);
    const loading = renderPage(createFakeApiClient({ getConfirmation: () => never }));
    expect(await screen.findByRole('status', { name: 'Loading your booking…' })).toBeInTheDocument();
    expect(loading.seen()).toEqual([]);
    loading.unmount();

    const missing = renderPage(
      createFakeApiClient({ getConfirmation: () => Promise.reject(fakeApiError(404, 'Booking not found')) }),
      `/confirmation/${ORDER}/`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this booking' })).toBeVisible();
    expect(missing.seen()).toEqual([]);
  });

  it('once per booking, not per render; again only when a reload brings a changed booking', async () => {
    const api = createFakeApiClient({
      getConfirmation: partPaid(2658),
      getContentsV2: CARE,
      payBalance: () => Promise.reject(fakeApiError(409, 'The amount to pay is now ₹2,700')),
    });
    const { seen } = renderPage(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Credit or debit card' }));
    await user.click(screen.getByRole('button', { name: 'Copy booking ID' }));
    await waitFor(() => expect(seen()).toHaveLength(1));

    // The API's balance moved: the pay button's 409 reloads the booking, and the copy follows it.
    api.answer({ getConfirmation: partPaid(2700) });
    await user.click(screen.getByRole('button', { name: 'Pay balance ₹2,658' }));
    expect(await screen.findByRole('button', { name: 'Pay balance ₹2,700' })).toBeVisible();
    await waitFor(() => expect(seen()).toHaveLength(2));
    expect(lines(seen()[1]?.details ?? [])).toContain('Balance to pay: ₹2,700');

    // A second 409 reloads a booking that differs only where the copy does not look (the guest's email, shown
    // on screen): once the page shows it, still nothing new to keep.
    const same = partPaid(2700);
    api.answer({ getConfirmation: { ...same, guest: { ...same.guest, email: 'asha.rao@example.in' } } });
    await user.click(screen.getByRole('button', { name: 'Pay balance ₹2,700' }));
    expect(await screen.findByText(/by email to asha\.rao@example\.in/)).toBeVisible();
    expect(seen()).toHaveLength(2);
  });
});
