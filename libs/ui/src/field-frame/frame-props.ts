import type { AriaAttributes } from 'react';
import type { FieldControlProps, FieldFrameProps } from './field-frame';

/** The props every field control (TextField, Select, TextArea, PhoneInput) hands to its FieldFrame. */
export interface FramedFieldProps {
  label: string;
  hint?: string;
  error?: string;
  labelSuffix?: string;
  id?: string;
  className?: string;
  /** The caller's own description ids: listed after the error and the hint. */
  'aria-describedby'?: string;
}

/**
 * A field control's props split in two: its FieldFrame's (label, hint, error, suffix, id, class and the caller's
 * aria-describedby) and the rest, which go on the control. One place, so every field is framed alike.
 */
export function splitFrameProps<P extends FramedFieldProps>(props: P) {
  const { label, hint, error, labelSuffix, id, className, 'aria-describedby': describedBy, ...rest } = props;
  const frame: Omit<FieldFrameProps, 'children'> = { label, hint, error, labelSuffix, id, className, describedBy };
  return [frame, rest] as const;
}

/**
 * What a control takes from its frame: the id and the description, and invalid when the frame shows an error
 * (else as the control's own `invalid` says, e.g. a text over its length, or the caller's aria-invalid).
 */
export const controlAria = (control: FieldControlProps, invalid?: AriaAttributes['aria-invalid']) => ({
  id: control.id,
  'aria-describedby': control['aria-describedby'],
  'aria-invalid': control['aria-invalid'] ?? invalid,
});
