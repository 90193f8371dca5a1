import { useId } from 'react';

export interface FieldIds {
  /** The control's id: the one given, else a generated one (stable across server and client renders). */
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The control's aria-describedby: error, then hint, then the extra ids; undefined when there is none. */
  describedBy: string | undefined;
}

export interface FieldIdsOptions {
  hint?: string;
  error?: string;
  /** Further ids that describe the control, e.g. a character count or the app's own help. */
  describedBy?: string;
}

/**
 * The ids that tie a control to its label, error and hint. The error comes first in aria-describedby
 * because it is what the user must act on.
 */
export function useFieldIds(id: string | undefined, { hint, error, describedBy }: FieldIdsOptions = {}): FieldIds {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    id: controlId,
    hintId,
    errorId,
    describedBy: [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined,
  };
}
