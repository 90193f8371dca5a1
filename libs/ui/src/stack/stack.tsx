import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import layout from '../internal/layout.module.css';
import styles from './stack.module.css';

export type StackGap = 1 | 2 | 3 | 4 | 6;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** Element to render; a ul or ol loses its bullets and indent. */
  as?: 'div' | 'ul' | 'ol' | 'li' | 'form' | 'section' | 'header' | 'fieldset' | 'nav' | 'footer' | 'article';
  /** Space between the children: the --nv-space token of that number. */
  gap?: StackGap;
  /** With as="form": the browser's own validation stays off (the form shows its own messages). */
  noValidate?: boolean;
}

/** Children one under another, a token's space apart. */
export function Stack({ children, as: Element = 'div', gap = 3, className, ...rest }: StackProps) {
  return (
    <Element
      className={clsx(
        layout.column,
        layout[`gap${gap}`],
        styles.stack,
        (Element === 'ul' || Element === 'ol') && layout.list,
        className,
      )}
      {...rest}
    >
      {children}
    </Element>
  );
}
