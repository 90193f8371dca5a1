import { useId } from 'react';
import type { HotelDetails } from '@nivaas/api-client/contract';
import { policiesFor } from '@nivaas/domain/hotel';
import { Accordion, Section } from '@nivaas/ui';
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
    <Section gap="sm" headingId={headingId} title={t('need-to-know.title')}>
      <ul className={styles.list}>
        {shown.map((policy) => (
          <li key={`${policy.policy_type}-${policy.position}`}>
            <strong>{policy.title}</strong>
            {': '}
            {policy.short_description || policy.description}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The full policies (display_in_policy), by position, each a disclosure of the accordion. */
export function PoliciesAccordion({ policies }: HotelPoliciesProps) {
  const t = usePoliciesT();
  const headingId = useId();
  const shown = policiesFor(policies, 'policy');
  if (shown.length === 0) return null;
  return (
    <Section gap="sm" headingId={headingId} title={t('policies.title')}>
      <Accordion
        multiple
        items={shown.map((policy) => ({
          id: `${policy.policy_type}-${policy.position}`,
          title: policy.title,
          content: <p className={styles.text}>{policy.description}</p>,
        }))}
      />
    </Section>
  );
}
