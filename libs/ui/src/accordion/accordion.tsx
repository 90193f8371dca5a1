import { type ReactNode, useId, useState } from 'react';
import clsx from 'clsx';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Ids open at first (uncontrolled). */
  defaultExpanded?: readonly string[];
  /** Allow several items open at once; otherwise opening one closes the others. */
  multiple?: boolean;
  onToggle?: (id: string, expanded: boolean) => void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Disclosure list (FAQ, policies, price breakup): a heading button per item controls its region. */
export function Accordion({
  items,
  defaultExpanded = [],
  multiple = false,
  onToggle,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded));
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const willOpen = !expanded.has(id);
    const next = new Set(multiple ? expanded : []);
    if (willOpen) next.add(id);
    else next.delete(id);
    setExpanded(next);
    onToggle?.(id, willOpen);
  };

  return (
    <div className={clsx(styles.accordion, className)}>
      {items.map((item) => {
        const open = expanded.has(item.id);
        const buttonId = `${baseId}-button-${item.id}`;
        const regionId = `${baseId}-region-${item.id}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={regionId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <span className={clsx(styles.chevron, open && styles.open)} aria-hidden="true" />
              </button>
            </Heading>
            <div id={regionId} role="region" aria-labelledby={buttonId} hidden={!open} className={styles.region}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
