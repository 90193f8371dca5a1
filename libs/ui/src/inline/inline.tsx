import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import layout from '../internal/layout.module.css';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** Element to render; a ul loses its bullets and indent. */
  as?: 'div' | 'ul' | 'p';
  /** Space between the children: space-2, space-3 or space-4. */
  gap?: 2 | 3 | 4;
  /** Where the row's items go: from the start, to the end, or spread apart. */
  justify?: 'start' | 'end' | 'between';
  /** Links and buttons in the row are at least a touch target tall. */
  tappable?: boolean;
}

/** Children side by side, wrapping onto more lines at 360 px rather than overflowing. */
export function Inline({
  children,
  as: Element = 'div',
  gap = 2,
  justify = 'start',
  tappable = false,
  className,
  ...rest
}: InlineProps) {
  return (
    <Element
      className={clsx(
        layout.inline,
        layout[`gap${gap}`],
        justify !== 'start' && layout[justify],
        Element === 'ul' && layout.list,
        tappable && layout.tappable,
        className,
      )}
      {...rest}
    >
      {children}
    </Element>
  );
}
