import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { Frame, testPlatform } from '../../features/search-widget/testing';
import { pageFrom } from './faq-page';
import FaqScreen from './faq-screen';
import { FAQ_SEARCH_DEBOUNCE_MS } from './qna-search';

expect.extend(toHaveNoViolations);

const mockApi = { getContentsV1: jest.fn(), getFaqs: jest.fn(), addQuestion: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const QUESTIONS = Array.from({ length: 11 }, (_, i) => ({
  id: i + 1,
  question: `Question ${i + 1}?`,
  answers:
    i === 10 ? [] : [{ user: 'Nivaas team', date: '2026-03-02', verified: i % 2 === 0, answer: `Answer ${i + 1}.` }],
}));

function renderFaq(path = '/faq/') {
  const user = userEvent.setup();
  const view = render(
    <Frame platform={testPlatform()} path={path}>
      <FaqScreen searchDebounceMs={10} />
    </Frame>,
  );
  const questions = () =>
    within(screen.getByRole('region', { name: 'Questions from guests' }))
      .queryAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
  return { user, questions, ...view };
}

beforeEach(() => {
  Object.values(mockApi).forEach((fn) => fn.mockReset());
  mockApi.getContentsV1.mockResolvedValue({
    data: {
      faq_content: {
        title: 'FAQ',
        sections: [{ title: 'Booking', items: [{ q: 'How do I book?', a: 'Search a city and pay.' }] }],
      },
    },
  });
  mockApi.getFaqs.mockImplementation(({ query }: { query: { offset: number; limit: number; query?: string } }) => {
    // A stand-in for the API's text search: the questions whose text holds the search.
    const found = query.query
      ? QUESTIONS.filter((q) => `${q.question} ${q.answers[0]?.answer ?? ''}`.includes(query.query ?? ''))
      : QUESTIONS;
    return Promise.resolve({
      title: 'Frequently asked questions',
      total: found.length,
      content: found.slice(query.offset, query.offset + query.limit),
    });
  });
  mockApi.addQuestion.mockResolvedValue({ id: 99, status: 'pending' });
});

describe('FaqScreen: FAQ content', () => {
  it('shows each answer behind its question', async () => {
    const { user } = renderFaq();
    const question = await screen.findByRole('button', { name: 'How do I book?' });
    expect(screen.getByText('Search a city and pay.')).not.toBeVisible();
    await user.click(question);
    expect(screen.getByText('Search a city and pay.')).toBeVisible();
  });

  it('given the content call fails, then an error with retry shows, and the questions still load', async () => {
    mockApi.getContentsV1.mockRejectedValueOnce(new Error('API Error'));
    const { user } = renderFaq();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Answers could not be loaded');
    expect(await screen.findByRole('heading', { name: 'Question 1?' })).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'How do I book?' })).toBeVisible();
  });
});

describe('FaqScreen: the page appears in one piece (no part pushed down by another)', () => {
  it('given the questions answer before the content, then nothing below the title shows until the content is there too', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockApi.getContentsV1.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderFaq();
    await waitFor(() => expect(mockApi.getFaqs).toHaveBeenCalled());
    // The questions' answer is in (and rendered); one loading block still stands for the whole page.
    await act(async () => {
      await mockApi.getFaqs.mock.results[0]?.value;
    });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('region', { name: 'Questions from guests' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();

    answer({
      data: { faq_content: { sections: [{ title: 'Booking', items: [{ q: 'How do I book?', a: 'Pay.' }] }] } },
    });
    expect(await screen.findByRole('button', { name: 'How do I book?' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Question 1?' })).toBeVisible();
    expect(screen.getByRole('textbox')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('given another page of questions, then only the list shows its loading: the content above stays', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { user } = renderFaq();
    await screen.findByRole('heading', { name: 'Question 1?' });
    mockApi.getFaqs.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How do I book?' })).toBeVisible();
    answer({ title: 'FAQ', total: QUESTIONS.length, content: QUESTIONS.slice(5, 10) });
    expect(await screen.findByRole('heading', { name: 'Question 6?' })).toBeVisible();
  });
});

describe('FaqScreen: questions, 5 a page', () => {
  it('asks for 5 at a time and pages through them', async () => {
    const { user, questions } = renderFaq();
    await screen.findByRole('heading', { name: 'Question 1?' });
    expect(mockApi.getFaqs).toHaveBeenLastCalledWith(
      { query: { page: 'faq', offset: 0, limit: 5 } },
      expect.anything(),
    );
    expect(questions()).toEqual(['Question 1?', 'Question 2?', 'Question 3?', 'Question 4?', 'Question 5?']);
    const pages = screen.getByRole('navigation', { name: 'Question pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByText('Page 1 of 3')).toBeVisible();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Question 6?' });
    expect(mockApi.getFaqs).toHaveBeenLastCalledWith(
      { query: { page: 'faq', offset: 5, limit: 5 } },
      expect.anything(),
    );
    expect(questions()).toHaveLength(5);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Questions from guests' })).toHaveFocus());

    const pager = () => screen.getByRole('navigation', { name: 'Question pages' });
    expect(within(pager()).getByText('Page 2 of 3')).toBeVisible();
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Question 11?' })).toBeVisible();
    expect(within(pager()).getByText('Page 3 of 3')).toBeVisible();
    expect(questions()).toEqual(['Question 11?']);
    expect(screen.getByText('Not answered yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('opens at the page the URL names, and a page past the end offers the first', async () => {
    renderFaq('/faq/?page=2');
    expect(await screen.findByRole('heading', { name: 'Question 6?' })).toBeVisible();
    expect(pageFrom('0')).toBe(1);
    expect(pageFrom('abc')).toBe(1);
    expect(pageFrom('2.5')).toBe(1);
  });

  it('given a page past the end, then it says so and offers the first page', async () => {
    const { user } = renderFaq('/faq/?page=9');
    expect(await screen.findByText('There are no questions on this page.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByRole('heading', { name: 'Question 1?' })).toBeVisible();
  });

  it('renders questions and answers as text, never as HTML', async () => {
    mockApi.getFaqs.mockResolvedValue({
      title: 'x',
      total: 1,
      content: [
        {
          id: 1,
          question: '<b>bold?</b>',
          answers: [{ user: '<i>x</i>', date: 'soon', verified: false, answer: '<img src=x onerror=alert(1)>' }],
        },
      ],
    });
    const { container } = renderFaq();
    expect(await screen.findByRole('heading', { name: '<b>bold?</b>' })).toBeVisible();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(container.querySelector('b, img[src="x"]')).toBeNull();
  });

  it('given no questions, then it invites the first one; given a failure, then retry', async () => {
    mockApi.getFaqs
      .mockRejectedValueOnce(new Error('API error'))
      .mockResolvedValue({ title: 'x', total: 0, content: [] });
    const { user } = renderFaq();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Questions could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No questions yet. Be the first to ask.')).toBeVisible();
  });
});

describe('FaqScreen: booking policies', () => {
  it('given the content has policies, then they close the page, each under its name', async () => {
    const faq = await mockApi.getContentsV1({ query: { key: 'faq_content' } });
    mockApi.getContentsV1.mockImplementation(({ query }: { query: { key: string } }) =>
      Promise.resolve(
        query.key === 'policies'
          ? { data: { policies: { cancellation: 'Free cancellation till 24 hours before check-in.', pets: 'No.' } } }
          : faq,
      ),
    );
    const { container } = renderFaq();
    const policies = await screen.findByRole('region', { name: 'Booking policies' });
    expect(within(policies).getByRole('term')).toHaveTextContent('Cancellation');
    expect(within(policies).getByRole('definition')).toHaveTextContent(
      'Free cancellation till 24 hours before check-in.',
    );
    expect(policies).not.toHaveTextContent('No.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given no policies, then no such section', async () => {
    renderFaq();
    await screen.findByRole('heading', { name: 'Question 1?' });
    expect(screen.queryByRole('region', { name: 'Booking policies' })).toBeNull();
  });
});

describe('FaqScreen: searching the questions', () => {
  const box = () => screen.getByRole('searchbox', { name: 'Search questions and answers' });
  const lastQuery = () => (mockApi.getFaqs.mock.lastCall?.[0] as { query: Record<string, unknown> }).query;

  it('given words typed, then the API is asked once typing pauses, from the first page, and the count is announced', async () => {
    // The clock is the test's: keys come with no time between them, however busy the machine, and the pause is
    // the search's own debounce, so one request for the ten keys is exact, not a race with the machine.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(
        <Frame platform={testPlatform()} path="/faq/?page=2">
          <FaqScreen searchDebounceMs={FAQ_SEARCH_DEBOUNCE_MS} />
        </Frame>,
      );
      await screen.findByRole('heading', { name: 'Question 6?' });
      const before = mockApi.getFaqs.mock.calls.length;
      await user.type(box(), 'Question 1');
      expect(mockApi.getFaqs.mock.calls.length - before).toBe(0);
      expect(await screen.findByText('3 questions match “Question 1”')).toBeVisible();
      expect(screen.getByText('3 questions match “Question 1”')).toHaveAttribute('role', 'status');
      expect(lastQuery()).toEqual({ page: 'faq', offset: 0, limit: 5, query: 'Question 1' });
      expect(mockApi.getFaqs.mock.calls.length - before).toBe(1);
      const titles = within(screen.getByRole('region', { name: 'Questions from guests' }))
        .queryAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
      expect(titles).toEqual(['Question 1?', 'Question 10?', 'Question 11?']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('given Clear, then the box is empty and focused and every question is back', async () => {
    const { user, questions } = renderFaq('/faq/?q=Question%2011');
    expect(await screen.findByText('1 question matches “Question 11”')).toBeVisible();
    expect(box()).toHaveValue('Question 11');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    await screen.findByRole('heading', { name: 'Question 5?' });
    expect(questions()).toHaveLength(5);
    expect(lastQuery()).toEqual({ page: 'faq', offset: 0, limit: 5 });
  });

  it('given a search that finds nothing, then it says so, suggests other words and offers to clear it', async () => {
    const { user } = renderFaq();
    await screen.findByRole('heading', { name: 'Question 1?' });
    await user.type(box(), 'parking');
    expect(await screen.findByText('No questions match “parking”')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Try other words' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Question pages' })).toBeNull();
    const clear = screen.getAllByRole('button', { name: 'Clear search' });
    await user.click(clear[clear.length - 1] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Question 1?' })).toBeVisible();
    expect(box()).toHaveValue('');
  });

  it.each([
    ['%', '%'],
    ['🙂🏨', '🙂🏨'],
  ])('given %j, then it is sent as typed and the page answers', async (typed, sent) => {
    const { user } = renderFaq();
    await screen.findByRole('heading', { name: 'Question 1?' });
    await user.type(box(), typed);
    expect(await screen.findByText(`No questions match “${sent}”`)).toBeVisible();
    expect(lastQuery()).toMatchObject({ query: sent });
  });

  it('given 500 characters pasted, then the first 100 are searched, with no error', async () => {
    const { user } = renderFaq();
    await screen.findByRole('heading', { name: 'Question 1?' });
    await user.click(box());
    await user.paste('x'.repeat(500));
    await waitFor(() => expect(lastQuery()).toMatchObject({ query: 'x'.repeat(100) }));
    expect(box()).toHaveValue('x'.repeat(100));
    expect(await screen.findByText(/No questions match/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('given Enter, then it searches at once', async () => {
    const { user } = renderFaq();
    await screen.findByRole('heading', { name: 'Question 1?' });
    await user.type(box(), 'Answer 7{Enter}');
    expect(await screen.findByText('1 question matches “Answer 7”')).toBeVisible();
  });

  it('has no axe violations with results and with none', async () => {
    const { container, user } = renderFaq('/faq/?q=Question%201');
    await screen.findByText('3 questions match “Question 1”');
    expect(await axe(container)).toHaveNoViolations();
    await user.clear(box());
    await user.type(box(), 'nothing');
    await screen.findByText('No questions match “nothing”');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('FaqScreen: asking a question', () => {
  const field = () => screen.getByRole('textbox', { name: 'Your question' });
  /** The form shows with the rest of the page, once the content and the questions have answered. */
  const renderForm = async () => {
    const view = renderFaq();
    await screen.findByRole('textbox', { name: 'Your question' });
    return view;
  };

  it('given only spaces, then it says to type a question and sends nothing (blank check on trimmed text)', async () => {
    const { user } = await renderForm();
    await user.type(field(), '    ');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(/Type your question first/);
    expect(field()).toHaveFocus();
    expect(mockApi.addQuestion).not.toHaveBeenCalled();
  });

  it('given too short or too long, then it says the limit and sends nothing', async () => {
    const { user } = await renderForm();
    await user.type(field(), '  ab  ');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(field()).toHaveAccessibleDescription(/at least 5 characters/);
    await user.clear(field());
    await user.click(field());
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501 of 500 characters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(field()).toHaveAccessibleDescription(/Keep your question to 500 characters/);
    expect(mockApi.addQuestion).not.toHaveBeenCalled();
  });

  it('given a question, then it posts {question, page} trimmed, thanks the visitor and clears the field', async () => {
    const { user } = await renderForm();
    await user.type(field(), '  Is parking free?  ');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText(/We have your question/)).toBeVisible();
    expect(mockApi.addQuestion).toHaveBeenCalledWith({ body: { question: 'Is parking free?', page: 'faq' } });
    expect(field()).toHaveValue('');
  });

  it('given the post fails, then it says so and keeps the text to try again', async () => {
    mockApi.addQuestion.mockRejectedValueOnce(new Error('API error'));
    const { user } = await renderForm();
    await user.type(field(), 'Is parking free?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Your question could not be sent. Please try again.')).toBeVisible();
    expect(field()).toHaveValue('Is parking free?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText(/We have your question/)).toBeVisible();
  });

  it('given a limit of the API refuses the question, then its sentence says what was limited and when to try again', async () => {
    const limited = 'Too many questions from your network: please try again in 1 hour';
    // Shaped as the client's ApiError of a 429 (the client module is mocked in this file).
    mockApi.addQuestion.mockRejectedValueOnce(
      Object.assign(new Error(limited), { status: 429, errors: [limited], tooManyRequests: true }),
    );
    const { user } = await renderForm();
    await user.type(field(), 'Is parking free?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText(limited)).toBeVisible();
    expect(field()).toHaveValue('Is parking free?');
  });

  it('has no axe violations', async () => {
    const { container } = renderFaq();
    await screen.findByRole('heading', { name: 'Question 1?' });
    await screen.findByRole('button', { name: 'How do I book?' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
