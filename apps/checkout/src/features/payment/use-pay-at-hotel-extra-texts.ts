import { useResource } from '@nivaas/state';
import { PAH_EXTRA_KEYS, payAtHotelExtraTexts, type PayAtHotelExtraTexts } from './pay-at-hotel-extra';
import { usePaymentServices } from './payment-services';

/** The content's pay-at-hotel extra texts, asked for only when the itinerary has an extra (never with today's pricing). */
export function usePayAtHotelExtraTexts(extra: number): PayAtHotelExtraTexts | null {
  const { api } = usePaymentServices();
  const texts = useResource(extra > 0 ? 'content|pah_extra_amount' : null, (signal) =>
    api
      .getContentsV2({ query: { keys: PAH_EXTRA_KEYS.join(',') } }, { signal })
      .then((answer) => payAtHotelExtraTexts(answer.data)),
  );
  return texts.data ?? null;
}
