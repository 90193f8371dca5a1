import { Modal } from '@nivaas/ui';
import type { ReviewableStay } from './api/review-types';
import { ReviewForm } from './review-form';
import { useReviewsT } from './reviews-messages';

export interface ReviewModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The review went through (the page is moving to the thank-you page). */
  readonly onSubmitted: () => void;
  readonly hotelId: number;
  readonly hotelName: string;
  readonly stays: readonly ReviewableStay[];
}

/** The review modal of docs/rules.md section 2: libs/ui's Modal (focus trapped, Escape closes) around the form. */
export function ReviewModal({ open, onClose, onSubmitted, hotelId, hotelName, stays }: ReviewModalProps) {
  const t = useReviewsT();
  return (
    <Modal open={open} onClose={onClose} title={t('modal.title', { hotel: hotelName })}>
      {open && <ReviewForm hotelId={hotelId} stays={stays} onCancel={onClose} onSubmitted={onSubmitted} />}
    </Modal>
  );
}
