import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import layout from '../internal/layout.module.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** Element to render: a paragraph, or a span, time or div inside other text or a list item. */
  as?: 'p' | 'span' | 'div' | 'time';
  /** With `as="time"`: the machine-readable date. */
  dateTime?: string;
  /** The muted text colour, for notes, counts and hints next to the main text. */
  muted?: boolean;
  /** `sm` for notes and counts, `md` (the body size) otherwise. */
  size?: 'sm' | 'md';
}

/** A line or paragraph of text without the browser's margins, in the body or the muted colour. */
export function Text({ children, as: Element = 'p', muted = false, size = 'md', className, ...rest }: TextProps) {
  return (
    <Element className={clsx(layout.text, muted && layout.muted, size === 'sm' && layout.sm, className)} {...rest}>
      {children}
    </Element>
  );
}
