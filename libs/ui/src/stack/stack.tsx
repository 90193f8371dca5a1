import type { ComponentType, HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import layout from '../internal/layout.module.css';

export type StackGap = 1 | 2 | 3 | 4 | 6;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** Element to render; a ul or ol loses its bullets and indent. */
  as?: 'div' | 'ul' | 'ol' | 'li' | 'form' | 'section' | 'header' | 'fieldset' | 'nav' | 'footer' | 'article';
  /** Space between the children: the --nv-space token of that number. */
  gap?: StackGap;
  /** With as="form": the browser's own validation stays off (the form shows its own messages). */
  noValidate?: boolean;
  /** With as="ol": the number of the first item (a later page of a numbered list). */
  start?: number;
  /** A rule under each child, with space-4 above it: a list of reviews or questions. */
  divided?: boolean;
  ref?: Ref<HTMLElement>;
}

/** Children one under another, a token's space apart. */
export function Stack({ children, as = 'div', gap = 3, divided = false, className, ...rest }: StackProps) {
  // The element varies (a div, a section, a list…); its ref is typed HTMLElement for all of them.
  const Element = as as unknown as ComponentType<Record<string, unknown>>;
  return (
    <Element
      className={clsx(
        layout.column,
        layout[`gap${gap}`],
        (as === 'ul' || as === 'ol') && layout.list,
        divided && layout.divided,
        className,
      )}
      {...rest}
    >
      {children}
    </Element>
  );
}
