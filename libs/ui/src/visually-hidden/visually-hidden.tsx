import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './visually-hidden.module.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** Element to render: a span in running text, or the element the markup needs (a legend, a caption, a live p). */
  as?: 'span' | 'p' | 'div' | 'legend' | 'caption' | 'thead' | 'h2' | 'h3';
}

/** Read by screen readers, not shown: a label the eye gets from the layout, or a live message. */
export function VisuallyHidden({ children, as: Element = 'span', className, ...rest }: VisuallyHiddenProps) {
  return (
    <Element className={clsx(styles.hidden, className)} {...rest}>
      {children}
    </Element>
  );
}
