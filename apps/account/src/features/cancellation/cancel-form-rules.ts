/** The longest message the API takes (CancelBookingBody.message). */
export const CANCEL_MESSAGE_MAX = 1000;

export interface CancelDraft {
  readonly reason: string | null;
  readonly message: string;
}

export type CancelField = 'reason' | 'message';

/** What is wrong, as the key of its message (one per field: docs/decisions/0012-forms.md). */
export type CancelErrors = Partial<Record<CancelField, 'form.reason.required' | 'form.message.tooLong'>>;

/** A reason among the booking's (none is chosen in advance), and a message the API takes. */
export function validateCancel(draft: CancelDraft, reasons: readonly string[]): CancelErrors {
  return {
    ...(!draft.reason || !reasons.includes(draft.reason) ? { reason: 'form.reason.required' as const } : {}),
    ...(draft.message.length > CANCEL_MESSAGE_MAX ? { message: 'form.message.tooLong' as const } : {}),
  };
}
