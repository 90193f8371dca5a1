import { type TextareaHTMLAttributes, forwardRef, useId } from 'react';
import clsx from 'clsx';
import { FieldFrame } from '../field-frame/field-frame';
import { controlAria, splitFrameProps } from '../field-frame/frame-props';
import { useTextAreaT } from './text-area-messages';
import styles from './text-area.module.css';

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'children'
> {
  /** Visible label, always shown (placeholders are not labels). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Visible lines before the box scrolls; 4 by default. */
  rows?: number;
  /**
   * Longest text allowed. The box does not cut what is typed or pasted beyond it (a cut paste goes
   * unnoticed); the count turns to an error and the field is marked invalid until the text fits.
   */
  maxLength?: number;
  /** Shows the character count under the box when maxLength is set; true by default. */
  showCount?: boolean;
  /** The count's text; translated "{count} of {max} characters" by default. */
  countLabel?: (count: number, max: number) => string;
  /** Help text under the field. */
  hint?: string;
  /** Error message; marks the field invalid and describes it. */
  error?: string;
  /** Marks the label as optional or required visually; pass translated text. */
  labelSuffix?: string;
}

/** A labelled multi-line input (feedback, special requests) with an optional live character count. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { value, onChange, rows = 4, maxLength, showCount = true, countLabel, ...props },
  ref,
) {
  const [frame, rest] = splitFrameProps(props);
  const t = useTextAreaT();
  const autoId = useId();
  const fieldId = frame.id ?? autoId;
  // UTF-16 units, as the browser's own maxlength and a server's string length count them.
  const count = value.length;
  const over = maxLength !== undefined && count > maxLength;
  const countedMax = showCount ? maxLength : undefined;
  const countId = countedMax !== undefined ? `${fieldId}-count` : undefined;
  const describedBy = [countId, frame.describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <FieldFrame {...frame} id={fieldId} describedBy={describedBy}>
      {(control) => (
        <>
          <textarea
            ref={ref}
            className={clsx(styles.textarea, (frame.error || over) && styles.invalid)}
            rows={rows}
            {...rest}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...controlAria(control, over || rest['aria-invalid'])}
          />
          {countedMax !== undefined && (
            // Not a live region: announcing every keystroke would drown out the typing; the count is read
            // with the field (aria-describedby) whenever the user comes back to it.
            <p id={countId} className={clsx(styles.count, over && styles.over)}>
              {countLabel ? countLabel(count, countedMax) : t('textArea.count', { count, max: countedMax })}
            </p>
          )}
        </>
      )}
    </FieldFrame>
  );
});
