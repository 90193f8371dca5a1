import type { AriaRole, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './field-frame.module.css';

export interface FieldMessageProps {
  /** Referenced by the control's aria-describedby. */
  id: string | undefined;
  /** `error` is what the user must fix; `hint` helps before they type. */
  tone: 'error' | 'hint';
  children: ReactNode;
  /** e.g. `alert` where the error must be announced as it appears (a code checked on the last digit). */
  role?: AriaRole;
  className?: string;
}

/** The small line under a field, so every form's errors and hints look the same. */
export function FieldMessage({ id, tone, children, role, className }: FieldMessageProps) {
  return (
    <p id={id} role={role} className={clsx(tone === 'error' ? styles.error : styles.hint, className)}>
      {children}
    </p>
  );
}
