/**
 * The one typed union of events that crosses remotes (docs/architecture.md "How the pieces meet").
 * Remotes talk to the shell and to each other only through these; adding a member here
 * is a cross-team change, so each member says who emits it and who listens.
 */
import type { OfflineBooking } from '../offline/offline-booking';
import type { ModalId } from '../ui/modal-id';

export type ToastKind = 'success' | 'error';

export type AppEvent =
  /** Session store, after login, logout or hydration. Listeners: shell header, wallet, analytics. */
  | { readonly type: 'auth/changed'; readonly isAuthenticated: boolean; readonly userId?: string }
  /** api-client, on any 401 response. Listener: session store (clears session and login-interrupt flag). */
  | { readonly type: 'auth/unauthorized'; readonly operationId: string }
  /** Any remote. Listener: shell toast host (docs/rules.md section 2: shown 5 s). */
  | { readonly type: 'toast/show'; readonly kind: ToastKind; readonly message: string }
  /** Any remote. Listener: shell global loader overlay (default text 'Processing'). */
  | { readonly type: 'loader/show'; readonly text?: string }
  | { readonly type: 'loader/hide' }
  /** Shell router on a route change. Listener: top progress bar (starts at 0.3, stops after 1000 ms). */
  | { readonly type: 'progress/start' }
  | { readonly type: 'progress/done' }
  /** Any remote. Listener: the UI store that the shell and remotes render modals from. */
  | { readonly type: 'modal/open'; readonly modal: ModalId }
  | { readonly type: 'modal/close'; readonly modal: ModalId }
  /**
   * Shell, on landing with a trivago click reference (`?trv_reference=`). Listener: the UI store, which keeps it as
   * trivagoReferenceId for the visit (docs/rules.md 3); checkout sends it with the itinerary.
   */
  | { readonly type: 'ui/trivago-reference'; readonly referenceId: string }
  /** Shell on a path change (docs/rules.md section 2: page transition). Listener: analytics adapter. */
  | {
      readonly type: 'analytics/page-view';
      readonly pageName: string;
      readonly searchType: 'search' | 'browse';
      readonly path: string;
      /**
       * docs/rules.md 3's derived values of the stay the URL names (checkin, checkout, numberOfNights, advanceBookingDays,
       * adultCount, kidCount, roomCount), when it names one (`?checkin=`): a listing, a hotel page, the itinerary.
       */
      readonly stay?: Readonly<Record<string, string | number>>;
    }
  /** Any remote, for a product event (filter applied, coupon applied ...). Listener: analytics adapter. */
  | { readonly type: 'analytics/track'; readonly name: string; readonly properties: Readonly<Record<string, unknown>> }
  /** Search store when place, dates or rooms change. Listeners: discovery results, hotel prices. */
  | { readonly type: 'search/changed'; readonly query: string }
  /** Checkout after a confirmed booking. Listeners: account (booking history), wallet, analytics. */
  | { readonly type: 'booking/confirmed'; readonly bookingId: string }
  /**
   * Checkout's confirmation and account's booking detail, when a booking is on screen. Listener: the shell, which
   * keeps it for the service worker's offline copy of that page (and forgets every copy when the session ends).
   */
  | { readonly type: 'booking/seen'; readonly booking: OfflineBooking }
  /** Shell when a remote's entry fails to load or throws. Listener: shell error area with retry. */
  | { readonly type: 'remote/load-failed'; readonly remote: string; readonly message: string }
  /** api-client on any rejected call (after the 401 event, if any). Listener: error reporting. */
  | { readonly type: 'api/failed'; readonly operationId: string; readonly status: number; readonly message: string };

export type AppEventType = AppEvent['type'];

/** The member of the union with the given type, so `on('toast/show')` is typed. */
export type AppEventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>;
