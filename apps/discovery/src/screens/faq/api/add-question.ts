import { FAQ_PAGE } from './get-faqs';
import { faqApi } from './faq-api';

/** POST /api/v1/posts/add/question/ {question, page}: the question waits for an answer before it is listed. */
export async function addQuestion(question: string): Promise<{ id: number; status: string }> {
  return faqApi.api.addQuestion({ body: { question, page: FAQ_PAGE } });
}
