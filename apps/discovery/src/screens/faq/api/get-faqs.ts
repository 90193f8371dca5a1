import type { QnaResponse } from '@nivaas/api-client/contract';
import { QNA_PAGE_SIZE } from '@nivaas/domain';
import { earlyResource, type EarlyResource } from '../../../features/first-view';
import { faqApi } from './faq-api';

/** The Q&A page the FAQ shows; the API keeps each page's questions apart by this name. */
export const FAQ_PAGE = 'faq';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

type QnaItem = QnaResponse['content'][number];
type QnaAnswer = QnaItem['answers'][number];

function answerOf(value: unknown): QnaAnswer | null {
  if (!isRecord(value) || typeof value['answer'] !== 'string') return null;
  const { user, date, verified, answer } = value;
  return {
    user: typeof user === 'string' ? user : '',
    date: typeof date === 'string' ? date : '',
    verified: verified === true,
    answer,
  };
}

function questionOf(value: unknown): QnaItem | null {
  if (!isRecord(value) || typeof value['question'] !== 'string' || typeof value['id'] !== 'number') return null;
  const answers = Array.isArray(value['answers']) ? value['answers'] : [];
  return {
    id: value['id'],
    question: value['question'],
    answers: answers.map(answerOf).filter((answer): answer is QnaAnswer => answer !== null),
  };
}

/**
 * One page (1-based) of the FAQ's questions and answers, 5 a page (docs/rules.md 9), of those matching `search` when
 * there is one (docs/rules.md 7 `query`: the API searches questions and answers). An answer without a count and a list
 * is a failure, as a failed call is; a malformed question in the list is left out.
 */
export async function getFaqs(page: number, search: string, signal?: AbortSignal): Promise<QnaResponse> {
  const query = { page: FAQ_PAGE, offset: (page - 1) * QNA_PAGE_SIZE, limit: QNA_PAGE_SIZE };
  const answer: unknown = await faqApi.api.getFaqs({ query: search ? { ...query, query: search } : query }, { signal });
  if (!isRecord(answer) || !Array.isArray(answer['content']) || typeof answer['total'] !== 'number') {
    throw new Error('The FAQ questions answer has no count or list');
  }
  return {
    title: typeof answer['title'] === 'string' ? answer['title'] : '',
    total: answer['total'],
    content: answer['content'].map(questionOf).filter((item): item is QnaItem => item !== null),
  };
}

/**
 * A page of questions as the screen reads it (key `faqs:{page}:{search}`); its loader starts the URL's page and
 * search in the browser.
 */
export const faqsRequest = (page: number, search = ''): EarlyResource<QnaResponse> =>
  earlyResource(`faqs:${page}:${search}`, (signal) => getFaqs(page, search, signal));
