import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@nivaas/routes/testing';
import {
  discoveryScreen,
  finishedServerMarkup,
  forgetScreens,
  serverMarkup,
  serverThenBrowser,
  SHELL_FALLBACK_TEXT,
} from '../../testing/server-render';
import { loadFaq } from './api/load-faq';

const mockApi = { getContentsV1: jest.fn(), getFaqs: jest.fn(), addQuestion: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const QUESTIONS = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  question: `Is there parking at hotel ${i + 1}?`,
  answers: [{ user: 'Nivaas team', date: '2026-03-02', verified: true, answer: `Yes, at hotel ${i + 1}.` }],
}));
const FAQ_CONTENT = {
  title: 'FAQ',
  sections: [
    { title: 'Booking', items: [{ q: 'How do I book?', a: 'Search a city, pick a room and pay.' }] },
    { title: 'Payments', items: [{ q: 'Can I pay at the hotel?', a: 'Yes, where the hotel allows it.' }] },
  ],
};

/** The FAQ loader as the shell server runs it for a URL: no document. */
const serverData = (search = '') =>
  loadFaq({ searchParams: new URLSearchParams(search), signal: new AbortController().signal }, null);

beforeEach(() => {
  Object.values(mockApi).forEach((fn) => fn.mockReset());
  mockApi.getContentsV1.mockResolvedValue({ data: { faq_content: FAQ_CONTENT } });
  mockApi.getFaqs.mockImplementation(({ query }: { query: { offset: number; limit: number } }) =>
    Promise.resolve({
      title: 'Frequently asked questions',
      total: QUESTIONS.length,
      content: QUESTIONS.slice(query.offset, query.offset + query.limit),
    }),
  );
});
afterEach(forgetScreens);

const questionsOf = (root: ParentNode) => [...root.querySelectorAll('ol li h3')].map((h) => h.textContent);

describe('/faq/ drawn on the server, then hydrated', () => {
  it('given the loader data, then the HTML has the sections with their answers, the first 5 questions and the form', async () => {
    const container = await finishedServerMarkup('/faq/', await serverData());
    expect(container.querySelector('h1')?.textContent).toBe('Frequently asked questions');
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Booking',
      'Payments',
      'Questions from guests',
      'Ask a question',
    ]);
    expect(container.querySelector('button[aria-expanded]')?.textContent).toBe('How do I book?');
    // Each answer is in the HTML, behind its question.
    expect(container.textContent).toContain('Search a city, pick a room and pay.');
    expect(questionsOf(container)).toEqual(QUESTIONS.slice(0, 5).map((q) => q.question));
    expect(container.textContent).toContain('Yes, at hotel 1.');
    expect(container.textContent).toContain('12 questions');
    expect(container.querySelector('nav')?.textContent).toContain('Page 1 of 3');
    expect(container.querySelector('textarea')).not.toBeNull();
  });

  it('given ?page=2, then the HTML has that page of questions', async () => {
    const data = await serverData('?page=2');
    expect(mockApi.getFaqs).toHaveBeenCalledWith({ query: { page: 'faq', offset: 5, limit: 5 } }, expect.anything());
    const container = await serverMarkup('/faq/?page=2', data);
    expect(questionsOf(container)).toEqual(QUESTIONS.slice(5, 10).map((q) => q.question));
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('6');
  });

  it('given the same data in the browser, then hydration makes no mismatch and asks for nothing', async () => {
    const { recoverable } = await serverThenBrowser('/faq/', await serverData(), () => {
      mockApi.getContentsV1.mockClear();
      mockApi.getFaqs.mockClear();
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(mockApi.getContentsV1).not.toHaveBeenCalled();
    expect(mockApi.getFaqs).not.toHaveBeenCalled();
    const question = screen.getByRole('button', { name: 'Can I pay at the hotel?' });
    await userEvent.click(question);
    expect(screen.getByText('Yes, where the hotel allows it.')).toBeVisible();
  });

  it('given a hydrated page, when the visitor turns the page, then only that page is asked for and the rest stays', async () => {
    const { recoverable } = await serverThenBrowser('/faq/?page=2', await serverData('?page=2'), () => {
      mockApi.getContentsV1.mockClear();
      mockApi.getFaqs.mockClear();
    });
    expect(recoverable).not.toHaveBeenCalled();
    const pages = screen.getByRole('navigation', { name: 'Question pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Is there parking at hotel 11?' })).toBeVisible();
    expect(mockApi.getFaqs).toHaveBeenCalledTimes(1);
    expect(mockApi.getFaqs).toHaveBeenLastCalledWith(
      { query: { page: 'faq', offset: 10, limit: 5 } },
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: 'How do I book?' })).toBeVisible();
    expect(screen.queryByText(SHELL_FALLBACK_TEXT)).toBeNull();
    // Back to the page the server drew: its questions are still here, not asked for again.
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Is there parking at hotel 6?' })).toBeVisible();
    expect(mockApi.getFaqs).toHaveBeenCalledTimes(1);
    expect(mockApi.getContentsV1).not.toHaveBeenCalled();
  });
});

describe('/faq/ reached in the browser (a client navigation)', () => {
  const faq = () => discoveryScreen('faq');

  it('given the loader in the browser, then the screen takes the requests it started (one of each) and shows its skeleton meanwhile', async () => {
    renderScreen(faq(), { url: '/faq/?page=2' });
    expect(await screen.findByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'Is there parking at hotel 6?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'How do I book?' })).toBeVisible();
    // One of each: the FAQ content and the policies.
    expect(mockApi.getContentsV1).toHaveBeenCalledTimes(2);
    expect(mockApi.getFaqs).toHaveBeenCalledTimes(1);
    expect(mockApi.getFaqs).toHaveBeenCalledWith({ query: { page: 'faq', offset: 5, limit: 5 } }, expect.anything());
  });

  it('given the questions fail, then their error shows with Retry, and Retry loads them', async () => {
    mockApi.getFaqs.mockRejectedValueOnce(new Error('API error'));
    renderScreen(faq(), { url: '/faq/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Questions could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Is there parking at hotel 1?' })).toBeVisible();
  });

  it('given no questions yet, then it invites the first one', async () => {
    mockApi.getFaqs.mockResolvedValue({ title: 'x', total: 0, content: [] });
    renderScreen(faq(), { url: '/faq/' });
    expect(await screen.findByText('No questions yet. Be the first to ask.')).toBeVisible();
  });
});
