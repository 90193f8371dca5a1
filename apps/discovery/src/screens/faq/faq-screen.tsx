import type { ScreenProps } from '@nivaas/routes';
import { useSearchParams } from 'react-router-dom';
import { useContentT, contentStyles as styles } from '../../features/content';
import { useFirstView } from '../../features/first-view';
import { faqContentRequest } from './api/get-faq-content';
import { faqsRequest } from './api/get-faqs';
import type { FaqFirstView } from './api/load-faq';
import { AskQuestionForm } from './ask-question-form';
import { FaqContent } from './faq-content';
import { pageFrom } from './faq-page';
import { FaqSkeleton } from './faq-skeleton';
import { QnaList } from './qna-list';
import { useSettledOnce } from './use-settled-once';

/**
 * /faq/: the FAQ content, the guests' questions 5 a page, and the form to ask one. Drawn on the server with its
 * loader's content and the URL's page of questions (api/load-faq.ts). Otherwise both are asked for here, side by side,
 * and the page appears in one piece once both have answered (FaqSkeleton until then): the content's height is known
 * only when it arrives, and drawn first it pushed the questions below it down. Another page of questions is always
 * asked for here.
 */
export default function FaqScreen({ data }: Partial<Pick<ScreenProps<FaqFirstView | null>, 'data'>>) {
  const t = useContentT();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const content = useFirstView(data ? data.content : undefined, faqContentRequest);
  const qna = useFirstView(data?.questions.page === page ? data.questions.answer : undefined, faqsRequest(page));
  const arrived = useSettledOnce(content, qna);
  const onPage = (next: number) =>
    setSearchParams((params) => {
      const out = new URLSearchParams(params);
      if (next <= 1) out.delete('page');
      else out.set('page', String(next));
      return out;
    });
  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{t('faq.title')}</h1>
      {arrived ? (
        <>
          <FaqContent content={content} />
          <QnaList qna={qna} page={page} onPage={onPage} />
          <AskQuestionForm />
        </>
      ) : (
        <FaqSkeleton label={t('loading')} />
      )}
    </div>
  );
}
