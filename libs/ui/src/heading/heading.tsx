import type { HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import styles from './heading.module.css';

export type HeadingSize = 'md' | 'lg' | 'xl' | '2xl';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  children: ReactNode;
  /** The outline level: h1 for the screen (see PageHeading), h2 for a block of it, h3 and h4 inside that. */
  level: 1 | 2 | 3 | 4;
  /** The type size; by default `xl` for an h1, `lg` for an h2 and `md` below. */
  size?: HeadingSize;
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading without the browser's margins, in a type token's size, wrapping long words rather than overflowing. */
const DEFAULT_SIZE = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'md' } as const;
const SIZE_CLASS = { md: 'md', lg: 'lg', xl: 'xl', '2xl': 'xxl' } as const;

export function Heading({ children, level, size = DEFAULT_SIZE[level], className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element className={clsx(styles.heading, styles[SIZE_CLASS[size]], className)} {...rest}>
      {children}
    </Element>
  );
}

export interface PageHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  children: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
  /** `xl` for task screens (forms, account), `2xl` for content and browsing screens. */
  size?: 'xl' | '2xl';
}

/** A screen's h1, for the screens whose title sits inside their content (after a back link, in a loaded view). */
export function PageHeading({ children, size = 'xl', className, ...rest }: PageHeadingProps) {
  return (
    <Heading level={1} size={size} className={clsx(styles.focusable, className)} {...rest}>
      {children}
    </Heading>
  );
}
