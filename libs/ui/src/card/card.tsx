import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** Element to render; `article` for self-contained items such as a hotel or booking. */
  as?: 'div' | 'article' | 'section' | 'li';
  elevation?: 0 | 1 | 2;
  padding?: 'none' | 'sm' | 'md';
  /** Outlined instead of shadowed, for cards on a white page. */
  outlined?: boolean;
}

/**
 * A surface that groups related content. It is never itself clickable: put a link or button
 * inside (HotelCard stretches its title link over the card) so screen readers get one target.
 */
export function Card({
  children,
  as: Element = 'div',
  elevation = 1,
  padding = 'md',
  outlined = false,
  className,
  ...rest
}: CardProps) {
  return (
    <Element
      className={clsx(
        styles.card,
        styles[`elevation${elevation}`],
        styles[`padding-${padding}`],
        outlined && styles.outlined,
        className,
      )}
      {...rest}
    >
      {children}
    </Element>
  );
}
