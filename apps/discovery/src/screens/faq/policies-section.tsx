import type { Resource } from '@nivaas/state';
import { useContentT, contentStyles as styles } from '../../features/content';
import { bookingPolicies } from './booking-policies';
import { Heading } from '@nivaas/ui';

/**
 * The chain's booking policies (content `policies`) under the FAQ: what holds at every hotel, each under its own
 * name. Nothing while they load or when the content has none: the hotel's page has its own rules anyway.
 */
export function PoliciesSection({ policies }: { readonly policies: Resource<unknown> }) {
  const t = useContentT();
  const items = policies.status === 'success' ? bookingPolicies(policies.data) : [];
  if (!items.length) return null;
  return (
    <section className={styles['stack']} aria-labelledby="faq-policies">
      <Heading level={2} id="faq-policies">
        {t('policies.title')}
      </Heading>
      <dl className={styles['policies']}>
        {items.map(({ key, text }) => (
          <div key={key}>
            <dt className={styles['policyName']}>{t(`policies.${key}`)}</dt>
            <dd className={styles['answer']}>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
