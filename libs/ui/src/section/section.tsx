import { useId, type ComponentType, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { Card } from '../card/card';
import { Heading } from '../heading/heading';
import layout from '../internal/layout.module.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  children: ReactNode;
  /** The block's heading; the section is named by it. */
  title: ReactNode;
  /** Heading level: 2 under a screen's h1, 3 or 4 further down (those are a step smaller). */
  level?: 2 | 3 | 4;
  /** Space between the heading and the blocks: space-2, space-3 or space-4. */
  gap?: 'sm' | 'md' | 'lg';
  /** A Card around the block: `true` outlined (for a white page), `'raised'` with the card shadow (on a grey one). */
  card?: boolean | 'raised';
  /** Element to render: a named section (a region landmark), a named nav, or a plain div. */
  as?: 'section' | 'div' | 'nav';
  /** The heading's id, when something else refers to it; a generated one otherwise. */
  headingId?: string;
  /** Attributes of the heading, e.g. tabIndex -1 for a block that takes focus. */
  headingProps?: HTMLAttributes<HTMLHeadingElement> & { ref?: Ref<HTMLHeadingElement> };
  ref?: Ref<HTMLElement>;
}

const GAPS = { sm: 'gap2', md: 'gap3', lg: 'gap4' } as const;

/** A titled block: a heading of the given level above its content, laid out as a column. */
export function Section({
  children,
  title,
  level = 2,
  gap = 'md',
  card = false,
  as = 'section',
  headingId,
  headingProps,
  className,
  ...rest
}: SectionProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  // A plain div may not be named (ARIA's generic role); a section, a nav or a div with a role is named by the heading.
  const labelledBy = as === 'div' && rest.role === undefined ? undefined : id;
  const heading = (
    <Heading {...headingProps} level={level} id={id}>
      {title}
    </Heading>
  );
  if (card) {
    return (
      <Card as={as} outlined={card !== 'raised'} gap={gap} aria-labelledby={labelledBy} className={className} {...rest}>
        {heading}
        {children}
      </Card>
    );
  }
  // The element varies (a div, a section, a list…); its ref is typed HTMLElement for all of them.
  const Element = as as unknown as ComponentType<Record<string, unknown>>;
  return (
    <Element aria-labelledby={labelledBy} className={clsx(layout.column, layout[GAPS[gap]], className)} {...rest}>
      {heading}
      {children}
    </Element>
  );
}
