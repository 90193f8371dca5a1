import { useResource } from '@nivaas/state';
import { useSearchParams } from 'react-router-dom';
import { AskQuestionForm } from './ask-question-form';
import { useContentT, contentStyles as styles } from '../../features/content';
import { getFaqContent } from './api/get-faq-content';
import { getFaqs } from './api/get-faqs';
import { FaqContent } from './faq-content';
import { FaqSkeleton } from './faq-skeleton';
import { QnaList } from './qna-list';
import { useSettledOnce } from './use-settled-once';

/** A page number from the URL: a positive whole number, else the first page. */
export function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/**
 * /faq/: the FAQ content, the guests' questions 5 a page, and the form to ask one. Both are asked for
 * here, side by side, and the page appears in one piece once both have answered (FaqSkeleton until
 * then): the content's height is known only when it arrives, and drawn first it pushed the questions
 * below it down.
 */
export default function FaqScreen() {
  const t = useContentT();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const content = useResource('faq-content', getFaqContent);
  const qna = useResource(`faqs:${page}`, (signal) => getFaqs(page, signal));
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
