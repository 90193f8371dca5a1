import { useSearchParams } from 'react-router-dom';
import { AskQuestionForm } from './ask-question-form';
import { useContentT, contentStyles as styles } from '../../features/content';
import { FaqContent } from './faq-content';
import { QnaList } from './qna-list';

/** A page number from the URL: a positive whole number, else the first page. */
export function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** /faq/: the FAQ content, the guests' questions 5 a page, and the form to ask one. */
export default function FaqScreen() {
  const t = useContentT();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
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
      <FaqContent />
      <QnaList page={page} onPage={onPage} />
      <AskQuestionForm />
    </div>
  );
}
