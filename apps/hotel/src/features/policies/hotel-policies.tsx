import { useId } from 'react';
import type { HotelDetails } from '@nivaas/api-client/contract';
import { policiesFor } from '@nivaas/domain/hotel';
import { Accordion } from '@nivaas/ui';
import { usePoliciesT } from './policies-messages';
import styles from './policies.module.css';

export interface HotelPoliciesProps {
  /** The hotel's own policies (they differ between hotels). Shown as text, never as HTML. */
  readonly policies: HotelDetails['policies'];
}

/** "Need to know": the hotel's policies marked display_in_need_to_know, by position, short form first. */
export function NeedToKnow({ policies }: HotelPoliciesProps) {
  const t = usePoliciesT();
  const headingId = useId();
  const shown = policiesFor(policies, 'need-to-know');
  if (shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('need-to-know.title')}
      </h2>
      <ul className={styles.list}>
        {shown.map((policy) => (
          <li key={`${policy.policy_type}-${policy.position}`}>
            <strong>{policy.title}</strong>
            {': '}
            {policy.short_description || policy.description}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The full policies (display_in_policy), by position, each a disclosure of the accordion. */
export function PoliciesAccordion({ policies }: HotelPoliciesProps) {
  const t = usePoliciesT();
  const headingId = useId();
  const shown = policiesFor(policies, 'policy');
  if (shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('policies.title')}
      </h2>
      <Accordion
        multiple
        items={shown.map((policy) => ({
          id: `${policy.policy_type}-${policy.position}`,
          title: policy.title,
          content: <p className={styles.text}>{policy.description}</p>,
        }))}
      />
    </section>
  );
}
