import type { TagTone } from '@nivaas/ui';

/**
 * The style of a booking's status (the contract's PENDING_PAYMENT, CONFIRMED, CHECKED_IN, CANCEL, EXPIRED); the
 * words are the API's `status_display_text`. An unknown status is shown neutral, never hidden.
 */
export function bookingStatusTone(status: string): TagTone {
  switch (status.toUpperCase()) {
    case 'CONFIRMED':
      return 'success';
    case 'CHECKED_IN':
      return 'info';
    case 'PENDING_PAYMENT':
      return 'warning';
    case 'CANCEL':
    case 'CANCELLED':
      return 'danger';
    default:
      return 'neutral';
  }
}
