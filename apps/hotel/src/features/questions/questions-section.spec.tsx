import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fakeApiError, type FakeApiClient } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import { QuestionsSection } from './questions-section';
import { fakeQuestionsApi, question, questionsWrapper } from './testing';

const HOTEL_ID = 1042;
const HOTEL_NAME = 'Nivaas Suites Marathahalli';

function renderSection(api: FakeApiClient = fakeQuestionsApi(HOTEL_ID)) {
  const view = renderScreen(() => <QuestionsSection hotelId={HOTEL_ID} hotelName={HOTEL_NAME} />, {
    url: `/hotels-in-bengaluru/nivaas-suites-marathahalli-${HOTEL_ID}/`,
    wrapper: questionsWrapper(api),
  });
  return { api, user: userEvent.setup(), ...view };
}

const section = () => screen.getByRole('region', { name: 'Questions about this hotel' });
const questions = () =>
  within(screen.getByRole('list', { name: 'Questions about this hotel' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const field = () => screen.getByRole('textbox', { name: `Your question about ${HOTEL_NAME}` });
const send = () => screen.getByRole('button', { name: 'Send question' });

describe('QuestionsSection: answers', () => {
  it('shows 5 questions with their answers, who answered, when, and whether it is verified', async () => {
    const { api, container } = renderSection();
    await screen.findByRole('heading', { name: 'Question 1?' });
    expect(api.callsOf('getHotelQuestions')).toEqual([{ params: { hotelId: HOTEL_ID }, query: { page: 1, limit: 5 } }]);
    expect(questions()).toEqual(['Question 1?', 'Question 2?', 'Question 3?', 'Question 4?', 'Question 5?']);
    expect(within(section()).getByText('12 questions')).toBeVisible();
    const first = screen.getByRole('heading', { name: 'Question 1?' }).closest('li') as HTMLElement;
    expect(within(first).getByText('Answer 1.')).toBeVisible();
    expect(within(first).getByText(/Front desk, 2 Mar 2026/)).toHaveTextContent('Front desk, 2 Mar 2026 Verified');
    const second = screen.getByRole('heading', { name: 'Question 2?' }).closest('li') as HTMLElement;
    expect(within(second).queryByText('Verified')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('"Show more questions" appends 5 at a time until every question is shown', async () => {
    const { user, api } = renderSection();
    await screen.findByRole('heading', { name: 'Question 1?' });
    await user.click(screen.getByRole('button', { name: 'Show more questions' }));
    await waitFor(() => expect(questions()).toHaveLength(10));
    expect(api.callsOf('getHotelQuestions')[1]).toEqual({
      params: { hotelId: HOTEL_ID },
      query: { page: 2, limit: 5 },
    });
    await user.click(screen.getByRole('button', { name: 'Show more questions' }));
    await waitFor(() => expect(questions()).toHaveLength(12));
    expect(screen.getByText('That is every question.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more questions' })).toBeNull();
  });

  it('given "more" fails, then the list stays and an alert offers to try again', async () => {
    const { user, api } = renderSection();
    await screen.findByRole('heading', { name: 'Question 1?' });
    api.failNext('getHotelQuestions');
    await user.click(screen.getByRole('button', { name: 'Show more questions' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('More questions could not be loaded.');
    expect(questions()).toHaveLength(5);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(questions()).toHaveLength(10));
  });

  it('given the first call fails, then Retry loads it; given none, then it invites the first question', async () => {
    const api = fakeQuestionsApi(HOTEL_ID, []);
    api.failNext('getHotelQuestions');
    const { user } = renderSection(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Questions could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No questions yet. Ask the first one below.')).toBeVisible();
  });

  it('renders questions and answers as text, never as HTML; an unanswered one says so', async () => {
    const api = fakeQuestionsApi(HOTEL_ID, [
      question(1, {
        question: '<b>bold?</b>',
        answers: [{ user: '<i>x</i>', date: 'soon', verified: false, answer: '<img src=x onerror=alert(1)>' }],
      }),
      question(2, { answers: [] }),
    ]);
    const { container } = renderSection(api);
    expect(await screen.findByRole('heading', { name: '<b>bold?</b>' })).toBeVisible();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(screen.getByText('<i>x</i>, soon')).toBeVisible();
    expect(screen.getByText('Not answered yet.')).toBeVisible();
    expect(container.querySelector('b, i, img')).toBeNull();
  });
});

describe('QuestionsSection: asking a question', () => {
  it('given only spaces, then it says to type a question and sends nothing (blank check on trimmed text)', async () => {
    const { user, api } = renderSection();
    await user.type(field(), '    ');
    await user.click(send());
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(/Type your question first\./);
    expect(field()).toHaveFocus();
    expect(api.callsOf('askHotelQuestion')).toHaveLength(0);
  });

  it('given too short or too long, then it says the limit and sends nothing', async () => {
    const { user, api } = renderSection();
    await user.type(field(), '  ab  ');
    await user.click(send());
    expect(field()).toHaveAccessibleDescription(/Write at least 5 characters\./);
    await user.clear(field());
    await user.click(field());
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501 of 500 characters')).toBeVisible();
    await user.click(send());
    expect(field()).toHaveAccessibleDescription(/Keep your question to 500 characters\./);
    expect(api.callsOf('askHotelQuestion')).toHaveLength(0);
  });

  it('given a question, then it is sent trimmed for this hotel and the guest reads that it awaits moderation', async () => {
    const { user, api } = renderSection();
    await user.type(field(), '  Is parking free?  ');
    await user.click(send());
    expect(await screen.findByText(/Your question is waiting for our team to check it/)).toBeVisible();
    expect(api.callsOf('askHotelQuestion')).toEqual([
      { params: { hotelId: HOTEL_ID }, body: { question: 'Is parking free?' } },
    ]);
    expect(field()).toHaveValue('');
  });

  it('given the post fails, then it says so and keeps the text to try again', async () => {
    const { user, api } = renderSection();
    api.failNext('askHotelQuestion');
    await user.type(field(), 'Is parking free?');
    await user.click(send());
    expect(await screen.findByText('Your question could not be sent. Please try again.')).toBeVisible();
    expect(field()).toHaveValue('Is parking free?');
    await user.click(send());
    expect(await screen.findByText(/Your question is waiting/)).toBeVisible();
  });

  it('given a limit of the API refuses the question, then its sentence says what was limited and when to try again; the text stays', async () => {
    const limited = 'Too many questions from your network: please try again in 1 hour';
    const { user, api } = renderSection();
    api.failNext('askHotelQuestion', fakeApiError(429, limited));
    await user.type(field(), 'Is parking free?');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(field()).toHaveValue('Is parking free?');
  });
});
