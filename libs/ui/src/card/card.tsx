import type { ComponentType, HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import layout from '../internal/layout.module.css';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** Element to render; `article` for self-contained items such as a hotel or booking. */
  as?: 'div' | 'article' | 'section' | 'li' | 'fieldset' | 'nav';
  elevation?: 0 | 1 | 2;
  padding?: 'none' | 'sm' | 'md';
  /** Outlined instead of shadowed, for cards on a white page. */
  outlined?: boolean;
  ref?: Ref<HTMLElement>;
  /** Lays the children out as a column with this gap (space-2, space-3, space-4); unset, they flow. */
  gap?: 'sm' | 'md' | 'lg';
}

const GAPS = { sm: 'gap2', md: 'gap3', lg: 'gap4' } as const;

/**
 * A surface that groups related content. It is never itself clickable: put a link or button
 * inside (HotelCard stretches its title link over the card) so screen readers get one target.
 */
export function Card({
  children,
  as = 'div',
  elevation = 1,
  padding = 'md',
  outlined = false,
  gap,
  className,
  ...rest
}: CardProps) {
  // The element varies (a div, a section, a list…); its ref is typed HTMLElement for all of them.
  const Element = as as unknown as ComponentType<Record<string, unknown>>;
  return (
    <Element
      className={clsx(
        styles.card,
        styles[`elevation${elevation}`],
        styles[`padding-${padding}`],
        outlined && styles.outlined,
        gap && [styles.stacked, layout[GAPS[gap]]],
        className,
      )}
      {...rest}
    >
      {children}
    </Element>
  );
}
