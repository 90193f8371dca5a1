import { useCallback, useMemo, useState } from 'react';
import type { Checkout, ResponseOf } from '@nivaas/api-client/contract';
import { paymentOfferDiscount } from '@nivaas/domain/prices';
import { useResource, type Resource } from '@nivaas/state';
import { initialMode, paymentModes, type ModeOffer } from './payment-modes';
import { usableMethods, type PaymentMethod, type PaymentOffer } from './payment-methods';
import { usePaymentServices } from './payment-services';
import type { PaymentMode, ReturnedFrom } from './payment-types';

/** Pay now is always the first mode (paymentModes). */
const payNowOf = (modes: readonly ModeOffer[]): ModeOffer =>
  modes[0] ?? { mode: 'pay_now', dueNow: 0, dueLater: 0, unavailable: null, extra: 0 };

export interface PaymentChoice {
  readonly modes: readonly ModeOffer[];
  /** The chosen mode, still open on this itinerary. */
  readonly mode: ModeOffer;
  /** isPaymentMethodsLoading is its status being 'loading'. */
  readonly methodsResource: Resource<ResponseOf<'getPaymentMethods'>>;
  /** isPaymentOffersLoading. */
  readonly offersLoading: boolean;
  readonly methods: readonly PaymentMethod[];
  /** The method shown checked and sent: the guest's, else the first of the list (UPI). */
  readonly method: PaymentMethod | null;
  readonly offers: readonly PaymentOffer[];
  /** The offer the guest picked, while it saves something on this amount. */
  readonly offer: PaymentOffer | null;
  readonly saving: number;
  /** What the Pay button says and the pay call carries as expected_amount. */
  readonly amountDueNow: number;
  readonly chooseMode: (mode: PaymentMode) => void;
  readonly chooseMethod: (code: string) => void;
  readonly chooseOffer: (offerId: string | null) => void;
}

/**
 * The guest's payment choice over the itinerary and the API's methods and offers: mode, method, offer and the
 * amount due now after the offer (computed with @nivaas/domain's paymentOfferDiscount, as the API does). A
 * change of mode or method drops the offer: an offer is never carried over, nor pre-selected.
 */
export function usePaymentChoice(checkout: Checkout, returnedFrom: ReturnedFrom | null): PaymentChoice {
  const { api } = usePaymentServices();
  const modes = useMemo(() => paymentModes(checkout), [checkout]);
  const [modeId, setModeId] = useState<PaymentMode>(() => initialMode(modes, returnedFrom?.mode));
  const [methodCode, setMethodCode] = useState<string | null>(returnedFrom?.method ?? null);
  const [offerId, setOfferId] = useState<string | null>(null);
  const methodsResource = useResource('payment-methods', (signal) => api.getPaymentMethods(undefined, { signal }));
  const offersResource = useResource('payment-offers', (signal) => api.getPaymentOffers(undefined, { signal }));

  // A mode the itinerary no longer allows (it changed under the guest) falls back to pay now.
  const mode = modes.find((m) => m.mode === modeId && m.unavailable === null) ?? payNowOf(modes);
  const methods = usableMethods(methodsResource.data?.data ?? [], mode.mode);
  const method = methods.find((m) => m.code === methodCode) ?? methods[0] ?? null;
  const offers = method ? (offersResource.data?.data ?? []).filter((o) => o.method === method.code) : [];
  const picked = offers.find((o) => o.id === offerId) ?? null;
  const saving = picked && method ? paymentOfferDiscount(picked, method.code, mode.dueNow) : 0;
  const offer = saving > 0 ? picked : null;

  return {
    modes,
    mode,
    methodsResource,
    offersLoading: offersResource.status === 'loading' || offersResource.status === 'idle',
    methods,
    method,
    offers,
    offer,
    saving,
    amountDueNow: mode.dueNow - saving,
    chooseMode: useCallback((next: PaymentMode) => {
      setModeId(next);
      setOfferId(null);
    }, []),
    chooseMethod: useCallback((code: string) => {
      setMethodCode(code);
      setOfferId(null);
    }, []),
    chooseOffer: setOfferId,
  };
}
