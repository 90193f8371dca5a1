import { Link } from 'react-router-dom';
import type { RewardsInfo } from '@nivaas/domain/booking';
import { introducingRewardsPath, rewardsPath, type ScreenProps } from '@nivaas/routes';
import { usePlatform, useResource, useStore, type SessionState } from '@nivaas/state';
import { Accordion, Button, EmptyState, StateView, Page, Section, Stack, Heading } from '@nivaas/ui';
import { useRewardsApi } from '../../features/rewards';
import { useIntroducingRewardsT } from './introducing-rewards-messages';
import { fetchRewardsInfo, REWARDS_INFO_KEY, type IntroducingRewardsFirstView } from './load-introducing-rewards';
import { TierLadder } from './tier-ladder';
import styles from './introducing-rewards.module.css';

const selectSignedIn = (state: SessionState) => state.isAuthenticated;

const isEmpty = (info: RewardsInfo) =>
  !info.banner &&
  info.cardImages.length === 0 &&
  info.ladder.length === 0 &&
  !info.eligibility &&
  info.faqSections.length === 0;

function RewardsInfoView({ info }: { readonly info: RewardsInfo }) {
  const t = useIntroducingRewardsT();
  const { bus, session } = usePlatform();
  const signedIn = useStore(session.store, selectSignedIn);
  return (
    <>
      {info.banner?.image && (
        <img
          className={styles['banner']}
          src={info.banner.image.src}
          alt=""
          width={info.banner.image.width}
          height={info.banner.image.height}
          fetchPriority="high"
        />
      )}
      {info.banner?.subtitle && <p className={styles['subtitle']}>{info.banner.subtitle}</p>}
      {signedIn ? (
        <Link className={styles['cta']} to={rewardsPath()}>
          {t('mine')}
        </Link>
      ) : (
        <Button onClick={() => bus.emit({ type: 'modal/open', modal: 'login' })}>{t('join')}</Button>
      )}
      {info.cardImages.length > 0 && (
        <ul className={styles['cards']}>
          {info.cardImages.map((image) => (
            <li key={image.src}>
              <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {info.ladder.length > 0 && (
        <Section className={styles['flush']} headingId="rewards-ladder" title={t('ladder')}>
          <TierLadder ladder={info.ladder} benefitKeys={info.benefitKeys} />
        </Section>
      )}
      {info.eligibility && (
        <Section className={styles['flush']} headingId="rewards-eligibility" title={t('eligibility')}>
          <p>{info.eligibility}</p>
        </Section>
      )}
      {info.faqSections.length > 0 && (
        <Section className={styles['flush']} headingId="rewards-faq" title={t('faq')}>
          {info.faqSections.map((section, index) => (
            <Stack key={`${index}-${section.title}`} gap={2}>
              {section.title && <Heading level={3}>{section.title}</Heading>}
              <Accordion
                headingLevel={section.title ? 4 : 3}
                items={section.items.map((item, at) => ({
                  id: `faq-${index}-${at}`,
                  title: item.question,
                  content: <p>{item.answer}</p>,
                }))}
              />
            </Stack>
          ))}
        </Section>
      )}
      {info.terms.length > 0 && (
        <Section id={TERMS_ID} className={styles['flush']} headingId="rewards-terms-title" title={t('terms')}>
          <ol className={styles['terms']}>
            {info.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ol>
        </Section>
      )}
      {info.termsPath && !isTermsHere(info.termsPath, info.terms.length > 0) && (
        <Link className={styles['cta']} to={info.termsPath}>
          {t('terms')}
        </Link>
      )}
    </>
  );
}

/** The terms' section on this page; content's `tnc_url` may point at it (`/introducing-rewards/#rewards-terms`). */
const TERMS_ID = 'rewards-terms';
/** A terms link to this page's own section is not shown when the section is (the terms are right there). */
const isTermsHere = (path: string, shown: boolean) => shown && path === `${introducingRewardsPath()}#${TERMS_ID}`;

/**
 * /introducing-rewards/ (no login): the rewards content (docs/rules.md 3 rewardsInfo from `loyalty_page_info`): heading
 * banner, card images, the tier ladder with benefits, eligibility, FAQ and the terms link. A malformed part of the
 * content is left out and the rest shown. Drawn on the server with its loader's content (load-introducing-rewards.ts),
 * which is used as it is; otherwise the screen reads it.
 */
export default function IntroducingRewardsScreen({
  data,
}: Partial<Pick<ScreenProps<IntroducingRewardsFirstView | null>, 'data'>>) {
  const t = useIntroducingRewardsT();
  const api = useRewardsApi();
  const initial = data?.info;
  const asked = useResource(initial ? null : REWARDS_INFO_KEY, (signal) => fetchRewardsInfo(api, signal));
  const content = initial ? { status: 'success' as const, reload: asked.reload } : asked;
  const info = initial ?? asked.data;
  return (
    <Page width="lg" heading={info?.banner?.title || t('title')}>
      <StateView
        status={content.status}
        loadingLabel={t('loading')}
        error={{
          title: t('error.title'),
          description: t('error.text'),
          retryLabel: t('error.retry'),
          onRetry: content.reload,
        }}
      >
        {() =>
          info && !isEmpty(info) ? (
            <RewardsInfoView info={info} />
          ) : (
            <EmptyState title={t('empty.title')} description={t('empty.text')} />
          )
        }
      </StateView>
    </Page>
  );
}
