import type { HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import { PageHeading } from '../heading/heading';
import layout from '../internal/layout.module.css';
import styles from './page.module.css';

export interface PageProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** The screen's title, rendered as its one h1 above the children. */
  heading?: ReactNode;
  /** Attributes of the h1, e.g. an id, or tabIndex -1 for a screen that moves focus to its title. */
  headingProps?: HTMLAttributes<HTMLHeadingElement> & { ref?: Ref<HTMLHeadingElement> };
  /** What belongs with the title (a lead, a status): shown under the h1, the two grouped in a <header>. */
  intro?: ReactNode;
  /** The h1's size: `xl` for task screens (forms, account), `2xl` for content and browsing screens. */
  headingSize?: 'xl' | '2xl';
  /** Element to render; the shell owns <main>, so a screen is a div unless it says otherwise. */
  as?: 'div' | 'main' | 'section' | 'article';
  /** The column's widest: 40rem (`md`), 48rem (`lg`, tables and image grids) or the whole window (`full`, lists). */
  width?: 'md' | 'lg' | 'full';
  /** Space between the blocks: the --nv-space token of that number. */
  gap?: 4 | 5 | 6;
  /** More space under the last block (space-8), for a screen whose bottom a sticky bar may cover. */
  endSpace?: boolean;
}

/** A screen's main column: centred, padded, its blocks a token's space apart, its h1 first. */
export function Page({
  children,
  heading,
  headingProps,
  intro,
  headingSize = 'xl',
  as: Element = 'div',
  width = 'md',
  gap = 4,
  endSpace = false,
  className,
  ...rest
}: PageProps) {
  const h1 =
    heading === undefined ? null : (
      <PageHeading size={headingSize} {...headingProps}>
        {heading}
      </PageHeading>
    );
  return (
    <Element
      className={clsx(styles.page, styles[width], layout[`gap${gap}`], endSpace && styles.endSpace, className)}
      {...rest}
    >
      {intro === undefined ? (
        h1
      ) : (
        <header className={clsx(layout.column, layout.gap2)}>
          {h1}
          {intro}
        </header>
      )}
      {children}
    </Element>
  );
}
