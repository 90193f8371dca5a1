import type { HotelDetails } from '@nivaas/api-client/contract';
import { NeedToKnow, PoliciesAccordion } from '../../../features/policies';
import { QuestionsSection } from '../../../features/questions';
import { ReviewSummarySection } from '../../../features/reviews';
import type { HotelDetailsT } from '../hotel-details-messages';
import { HotelAbout } from './hotel-about';

/**
 * What follows the rooms: need to know, about the hotel, its full policies, its reviews and its questions.
 * One chunk, fetched when the visitor scrolls towards it (BelowFoldSlot), so the first screen's code is small.
 */
export default function BelowFold({ t, hotel }: { readonly t: HotelDetailsT; readonly hotel: HotelDetails }) {
  return (
    <>
      <NeedToKnow policies={hotel.policies} />
      <HotelAbout t={t} hotel={hotel} />
      <PoliciesAccordion policies={hotel.policies} />
      <ReviewSummarySection hotelId={hotel.id} hotelName={hotel.name} />
      <QuestionsSection hotelId={hotel.id} hotelName={hotel.name} />
    </>
  );
}
