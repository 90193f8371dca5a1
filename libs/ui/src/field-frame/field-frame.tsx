import type { ReactNode } from 'react';
import clsx from 'clsx';
import { FieldMessage } from './field-message';
import { useFieldIds } from './use-field-ids';
import styles from './field-frame.module.css';

/** What the frame hands its control, so the label, error and hint point at it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldFrameProps {
  /** Visible label, always shown (placeholders are not labels). */
  label: string;
  /** Help text under the field. */
  hint?: string;
  /** Error message; marks the control invalid and describes it. */
  error?: string;
  /** Marks the label as optional or required visually; pass translated text. */
  labelSuffix?: string;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Extra ids describing the control, listed after the error and the hint. */
  describedBy?: string;
  className?: string;
  /** Renders the control: spread `control` (id, aria-describedby, aria-invalid) on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The label, hint and error around one form control. Forms are built from fields on this frame, so
 * each one is labelled, describes its error and hint, and looks the same (STYLE: no hand-built forms).
 */
export function FieldFrame({ label, hint, error, labelSuffix, id, describedBy, className, children }: FieldFrameProps) {
  const ids = useFieldIds(id, { hint, error, describedBy });
  return (
    <div className={clsx(styles.field, className)}>
      <label className={styles.label} htmlFor={ids.id}>
        {label}
        {labelSuffix && <span className={styles.suffix}> {labelSuffix}</span>}
      </label>
      {children({ id: ids.id, 'aria-describedby': ids.describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <FieldMessage id={ids.errorId} tone="error">
          {error}
        </FieldMessage>
      )}
      {hint && (
        <FieldMessage id={ids.hintId} tone="hint">
          {hint}
        </FieldMessage>
      )}
    </div>
  );
}
