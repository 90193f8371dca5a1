import type { ReactNode } from 'react';
import { createFakeApiClient, fakeApiError, type FakeApiClient, type FakeHandlers } from '@nivaas/api-client/testing';
import type { ResponseOf } from '@nivaas/api-client/contract';
import { QuestionsApiProvider } from './api/questions-api';

type Question = ResponseOf<'getHotelQuestions'>['content'][number];

export function question(id: number, overrides: Partial<Question> = {}): Question {
  return {
    id,
    question: `Question ${id}?`,
    answers: [{ user: 'Front desk', date: '2026-03-02', verified: id % 2 === 1, answer: `Answer ${id}.` }],
    ...overrides,
  };
}

/**
 * A hotel's questions answered as the API would (pages of `limit` from `page`), on @nivaas/api-client's typed
 * fake; any hotel but `hotelId` is a 404. Asking a question answers "pending" (it waits for moderation).
 */
export function fakeQuestionsApi(
  hotelId: number,
  questions: readonly Question[] = Array.from({ length: 12 }, (_, i) => question(i + 1)),
  overrides: FakeHandlers = {},
): FakeApiClient {
  return createFakeApiClient({
    getHotelQuestions: ({ params, query }) => {
      if (params.hotelId !== hotelId) throw fakeApiError(404, 'Hotel not found');
      const page = query?.page ?? 1;
      const limit = query?.limit ?? 10;
      return {
        title: 'Questions',
        total: questions.length,
        content: questions.slice((page - 1) * limit, page * limit),
      };
    },
    askHotelQuestion: { id: 99, status: 'pending' },
    ...overrides,
  } as FakeHandlers);
}

/** renderScreen's `wrapper`: the feature's calls go to `api`. */
export function questionsWrapper(api: FakeApiClient) {
  return function QuestionsWrapper({ children }: { readonly children: ReactNode }) {
    return <QuestionsApiProvider api={api}>{children}</QuestionsApiProvider>;
  };
}
