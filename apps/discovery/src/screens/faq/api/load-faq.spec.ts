import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { forgetEarlyAnswers } from '../../../features/first-view/testing';
import { faqContentRequest } from './get-faq-content';
import { faqsRequest } from './get-faqs';
import { loadFaq } from './load-faq';

const mockApi = { getContentsV1: jest.fn(), getFaqs: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const CONTENT = { sections: [{ title: 'Booking', items: [{ q: 'How do I book?', a: 'Search and pay.' }] }] };
const QUESTION = {
  id: 1,
  question: 'Is parking free?',
  answers: [{ user: 'Nivaas team', date: '2026-03-02', verified: true, answer: 'Yes.' }],
};
const PAGE = { title: 'FAQ', total: 6, content: [QUESTION] };

const context = (search = '') => ({ searchParams: new URLSearchParams(search), signal: new AbortController().signal });

beforeEach(() => {
  Object.values(mockApi).forEach((fn) => fn.mockReset());
  mockApi.getContentsV1.mockResolvedValue({ data: { faq_content: CONTENT } });
  mockApi.getFaqs.mockResolvedValue(PAGE);
});
afterEach(() => forgetEarlyAnswers());

describe('loadFaq on the server (no document)', () => {
  it('given the content and the questions, then it answers both, the questions with their page', async () => {
    await expect(loadFaq(context(), null)).resolves.toEqual({
      content: CONTENT,
      questions: { page: 1, search: '', answer: PAGE },
      policies: null,
    });
    expect(mockApi.getContentsV1).toHaveBeenCalledWith({ query: { key: 'faq_content' } }, expect.anything());
    expect(mockApi.getFaqs).toHaveBeenCalledWith({ query: { page: 'faq', offset: 0, limit: 5 } }, expect.anything());
  });

  it.each([
    ['?page=2', 2],
    ['?page=0', 1],
    ['?page=abc', 1],
  ])('given %s, then it fetches page %d', async (search, page) => {
    const data = await loadFaq(context(search), null);
    expect(data?.questions.page).toBe(page);
    expect(mockApi.getFaqs).toHaveBeenCalledWith(
      { query: { page: 'faq', offset: (page - 1) * 5, limit: 5 } },
      expect.anything(),
    );
  });

  it('given ?q=, then the page of questions matching it, the search trimmed and kept with the answer', async () => {
    const data = await loadFaq(context('?q=%20%20refund%20%20time&page=2'), null);
    expect(mockApi.getFaqs).toHaveBeenCalledWith(
      { query: { page: 'faq', offset: 5, limit: 5, query: 'refund time' } },
      expect.anything(),
    );
    expect(data?.questions).toMatchObject({ page: 2, search: 'refund time' });
  });

  it('given a blank ?q=, then no query is sent', async () => {
    await loadFaq(context('?q=%20'), null);
    expect(mockApi.getFaqs).toHaveBeenCalledWith({ query: { page: 'faq', offset: 0, limit: 5 } }, expect.anything());
  });

  it('given policies, then they come with the page; given their call fails, then the page is whole without them', async () => {
    mockApi.getContentsV1.mockImplementation(({ query }: { query: { key: string } }) =>
      query.key === 'policies'
        ? Promise.resolve({ data: { policies: { cancellation: 'Free till 24 hours.' } } })
        : Promise.resolve({ data: { faq_content: CONTENT } }),
    );
    expect((await loadFaq(context(), null))?.policies).toEqual({ cancellation: 'Free till 24 hours.' });
    mockApi.getContentsV1.mockImplementation(({ query }: { query: { key: string } }) =>
      query.key === 'policies' ? Promise.reject(new Error('502')) : Promise.resolve({ data: { faq_content: CONTENT } }),
    );
    const data = await loadFaq(context(), null);
    expect(data?.content).toEqual(CONTENT);
    // Absent from the page's JSON: the browser reads them.
    expect(JSON.parse(JSON.stringify(data))).not.toHaveProperty('policies');
  });

  it('given the service has no FAQ content, then the content is null (the page says so), not missing', async () => {
    mockApi.getContentsV1.mockResolvedValue({ data: {} });
    const data = await loadFaq(context(), null);
    expect(data).toEqual({ content: null, questions: { page: 1, search: '', answer: PAGE }, policies: null });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it.each([
    ['the content call fails', () => mockApi.getContentsV1.mockRejectedValue(new Error('502'))],
    ['the questions call fails', () => mockApi.getFaqs.mockRejectedValue(new Error('502'))],
    ['the content answer has no data', () => mockApi.getContentsV1.mockResolvedValue({})],
    ['the questions answer has no list', () => mockApi.getFaqs.mockResolvedValue({ title: 'FAQ', total: 3 })],
    ['the questions answer has no count', () => mockApi.getFaqs.mockResolvedValue({ title: 'FAQ', content: [] })],
  ])('given %s, then it throws: the shell sends the page to be drawn in the browser', async (_case, arrange) => {
    arrange();
    await expect(loadFaq(context(), null)).rejects.toThrow();
  });

  it('given a malformed question or answer in the list, then it is left out and the rest kept', async () => {
    mockApi.getFaqs.mockResolvedValue({
      title: 'FAQ',
      total: 3,
      content: [QUESTION, { id: 2 }, { ...QUESTION, id: 3, answers: [{ answer: 7 }, 'x'] }],
    });
    const data = await loadFaq(context(), null);
    expect(data?.questions.answer.content).toEqual([QUESTION, { ...QUESTION, id: 3, answers: [] }]);
  });
});

describe('loadFaq in the browser (a client navigation)', () => {
  it("waits for nothing, and starts the content and the URL's page, which the screen then takes", async () => {
    mockApi.getFaqs.mockReturnValue(new Promise(() => undefined));
    await expect(loadFaq(context('?page=3'), document)).resolves.toBeNull();
    // The content and the policies.
    expect(mockApi.getContentsV1.mock.calls.map(([input]) => input.query.key)).toEqual(['faq_content', 'policies']);
    expect(mockApi.getFaqs).toHaveBeenCalledWith({ query: { page: 'faq', offset: 10, limit: 5 } }, expect.anything());
    await expect(faqContentRequest.take()).resolves.toEqual(CONTENT);
    void faqsRequest(3).take();
    expect(mockApi.getContentsV1).toHaveBeenCalledTimes(2);
    expect(mockApi.getFaqs).toHaveBeenCalledTimes(1);
    // Another page is not the one started: it is asked for.
    void faqsRequest(4).take();
    expect(mockApi.getFaqs).toHaveBeenCalledTimes(2);
  });
});
