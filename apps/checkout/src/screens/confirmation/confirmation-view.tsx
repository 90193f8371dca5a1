import { useEffect, useRef } from 'react';
import type { Confirmation } from '@nivaas/api-client/contract';
import { formatViewDate } from '@nivaas/domain';
import { stayTimesFromPolicies } from '@nivaas/domain/booking';
import { useLocale } from '@nivaas/i18n';
import { confirmationPath, hotelPath, paymentProcessPath } from '@nivaas/routes';
import { PAY_BALANCE_ANCHOR, PayBalance } from '../../features/balance-payment';
import { AddToCalendar } from '../../features/calendar';
import {
  BookingOverview,
  bookingStateOf,
  GuestSection,
  HotelSection,
  isConfirmedState,
  ManageLinks,
  PriceSection,
  roomTypeName,
  StaySection,
  useBookingConfirmedEvent,
  useConfirmationOfflineCopy,
} from '../../features/confirmation';
import { CustomerCare } from '../../features/customer-care';
import { ShareBooking } from '../../features/share-booking';
import { useConfirmationScreenT } from './confirmation-screen-messages';
import styles from './confirmation-screen.module.css';
import { Stack, Section, PageHeading } from '@nivaas/ui';

export interface ConfirmationViewProps {
  readonly confirmation: Confirmation;
  readonly orderId: string;
  readonly token: string | undefined;
  /** The URL's fragment: `#pay-balance` (the balance link) brings the balance into view. */
  readonly hash: string;
  readonly reload: () => void;
}

/** Everything the guest needs about one booking, in the order they need it. */
export function ConfirmationView({ confirmation, orderId, token, hash, reload }: ConfirmationViewProps) {
  const t = useConfirmationScreenT();
  const locale = useLocale();
  const state = bookingStateOf(confirmation);
  const confirmed = isConfirmedState(state);
  useBookingConfirmedEvent(confirmed ? orderId : null);
  const { booking, payment, hotel_contact: contact } = confirmation;
  const { hotel, date, room } = booking;
  const balanceDue = state === 'partPaid' && payment.pending_amount > 0;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const balanceRef = useRef<HTMLDivElement>(null);
  const wantsBalance = hash === `#${PAY_BALANCE_ANCHOR}` && balanceDue;

  useEffect(() => {
    if (wantsBalance) {
      const section = balanceRef.current?.querySelector<HTMLElement>(`#${PAY_BALANCE_ANCHOR}`);
      section?.scrollIntoView?.({ block: 'start' });
      section?.focus({ preventScroll: true });
    }
  }, [wantsBalance]);

  const dates = `${formatViewDate(date.checkin, locale)} – ${formatViewDate(date.checkout, locale)}`;
  const place = [hotel.locality, hotel.city].filter(Boolean).join(', ');
  const address =
    contact.address.trim() || [hotel.street, hotel.locality, hotel.city, hotel.pincode].filter(Boolean).join(', ');
  useConfirmationOfflineCopy({ confirmation, orderId, title: t(`title.${state}`), address });

  return (
    <Stack gap={4}>
      <Stack as="header" gap={3} className={styles['flush']}>
        <PageHeading ref={headingRef} size="2xl">
          {t(`title.${state}`)}
        </PageHeading>
        {confirmed && (
          <p className={styles['lead']}>
            {/* Names only the channels the notification outbox used: SMS always, WhatsApp if opted in, email if given. */}
            {t(
              `lead.sms${confirmation.guest.whatsapp_opt_in ? '.whatsapp' : ''}${confirmation.guest.email ? '.email' : ''}`,
              {
                mobile: `${confirmation.guest.country_code} ${confirmation.guest.mobile}`,
                email: confirmation.guest.email,
              },
            )}
          </p>
        )}
        <BookingOverview orderId={orderId} state={state} paymentPath={paymentProcessPath(orderId, token)} />
      </Stack>
      {balanceDue && (
        <div ref={balanceRef}>
          <PayBalance orderId={orderId} token={token} amount={payment.pending_amount} onChanged={reload} />
        </div>
      )}
      <HotelSection confirmation={confirmation} />
      <StaySection confirmation={confirmation} />
      <PriceSection confirmation={confirmation} />
      <GuestSection confirmation={confirmation} />
      <Section card headingId="confirmation-actions" title={t('actions.title')}>
        {confirmed && (
          <AddToCalendar
            orderId={orderId}
            hotelName={hotel.name}
            address={address}
            phone={contact.phone}
            checkin={date.checkin}
            checkout={date.checkout}
            times={stayTimesFromPolicies(hotel.hotel_policies)}
            roomType={room.name ?? roomTypeName(room.type)}
            guests={room.adults + room.kids}
            rooms={room.rooms}
          />
        )}
        <ShareBooking
          hotelName={hotel.name}
          place={place}
          dates={dates}
          hotelPath={hotelPath({ citySlug: hotel.city, hotelName: hotel.name, hotelId: hotel.id })}
          bookingLinkPath={token ? confirmationPath(orderId, token) : null}
        />
      </Section>
      <ManageLinks confirmation={confirmation} cancellable={state !== 'cancelled'} />
      <CustomerCare />
    </Stack>
  );
}
