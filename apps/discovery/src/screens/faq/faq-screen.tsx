import type { ScreenProps } from '@nivaas/routes';
import { useSearchParams } from 'react-router-dom';
import { useContentT } from '../../features/content';
import { useFirstView } from '../../features/first-view';
import { faqContentRequest } from './api/get-faq-content';
import { faqsRequest } from './api/get-faqs';
import { policiesRequest } from './api/get-policies';
import type { FaqFirstView } from './api/load-faq';
import { AskQuestionForm } from './ask-question-form';
import { FaqContent } from './faq-content';
import { pageFrom } from './faq-page';
import { queryFrom } from './faq-query';
import { FaqSkeleton } from './faq-skeleton';
import { PoliciesSection } from './policies-section';
import { QnaList } from './qna-list';
import { useSettledOnce } from './use-settled-once';
import { Page } from '@nivaas/ui';

/**
 * /faq/: the FAQ content, the guests' questions 5 a page with a search (`?q=`), the form to ask one, and the
 * chain's booking policies. Drawn on the server with its
 * loader's content and the URL's page of questions (api/load-faq.ts). Otherwise both are asked for here, side by side,
 * and the page appears in one piece once both have answered (FaqSkeleton until then): the content's height is known
 * only when it arrives, and drawn first it pushed the questions below it down. Another page of questions is always
 * asked for here.
 */
export default function FaqScreen({
  data,
  searchDebounceMs,
}: Partial<Pick<ScreenProps<FaqFirstView | null>, 'data'>> & { readonly searchDebounceMs?: number }) {
  const t = useContentT();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const search = queryFrom(searchParams.get('q'));
  const content = useFirstView(data ? data.content : undefined, faqContentRequest);
  const first = data?.questions;
  const qna = useFirstView(
    first?.page === page && first.search === search ? first.answer : undefined,
    faqsRequest(page, search),
  );
  const policies = useFirstView(data ? data.policies : undefined, policiesRequest);
  const arrived = useSettledOnce(content, qna);
  const onPage = (next: number) =>
    setSearchParams((params) => {
      const out = new URLSearchParams(params);
      if (next <= 1) out.delete('page');
      else out.set('page', String(next));
      return out;
    });
  // A new search starts at its first page and replaces the URL: typing is not a history of pages to go back through.
  const onSearch = (next: string) =>
    setSearchParams(
      (params) => {
        const out = new URLSearchParams(params);
        out.delete('page');
        if (next) out.set('q', next);
        else out.delete('q');
        return out;
      },
      { replace: true },
    );
  return (
    <Page width="full" headingSize="2xl" gap={5} heading={t('faq.title')}>
      {arrived ? (
        <>
          <FaqContent content={content} />
          <QnaList
            qna={qna}
            page={page}
            onPage={onPage}
            search={search}
            onSearch={onSearch}
            {...(searchDebounceMs === undefined ? {} : { searchDebounceMs })}
          />
          <AskQuestionForm />
          <PoliciesSection policies={policies} />
        </>
      ) : (
        <FaqSkeleton label={t('loading')} />
      )}
    </Page>
  );
}
