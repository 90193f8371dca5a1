import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH, type QuestionProblem } from '@nivaas/domain/hotel';
import { QuestionForm, type QuestionFormProps } from './question-form';

const problemText = (problem: QuestionProblem) =>
  problem === 'blank'
    ? 'Type your question.'
    : problem === 'short'
      ? `Use at least ${QUESTION_MIN_LENGTH} characters.`
      : `Use at most ${QUESTION_MAX_LENGTH} characters.`;

function renderForm(overrides: Partial<QuestionFormProps> = {}) {
  const onSend = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
  const props: QuestionFormProps = {
    title: 'Ask a question',
    label: 'Your question',
    hint: 'We answer within two days',
    problemText,
    submitLabel: 'Send question',
    sendingLabel: 'Sending…',
    sentMessage: 'Thanks, we will answer soon.',
    failedMessage: 'Could not send your question.',
    onSend,
    ...overrides,
  };
  const view = render(<QuestionForm {...props} />);
  return { ...view, onSend: props.onSend as jest.Mock };
}

const field = () => screen.getByRole('textbox', { name: 'Your question' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send question' }));

/** A promise the test settles by hand, to look at the form while the question is on its way. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = () => ok();
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('QuestionForm', () => {
  it('given a title and level, when rendered, then the section is named by that heading', () => {
    const { unmount } = renderForm();
    expect(screen.getByRole('region', { name: 'Ask a question' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ask a question' })).toBeInTheDocument();
    unmount();
    renderForm({ headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Ask a question' })).toBeInTheDocument();
  });

  it('given only spaces, when sent, then it says the question is blank, focuses the field and sends nothing', async () => {
    const { onSend } = renderForm();
    await userEvent.type(field(), '   ');
    await send();
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('Type your question.'));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('given fewer than the minimum once trimmed, when sent, then it says it is too short and focuses the field', async () => {
    const { onSend } = renderForm();
    await userEvent.type(field(), '  Wifi  ');
    await userEvent.click(document.body);
    await send();
    expect(screen.getByText(`Use at least ${QUESTION_MIN_LENGTH} characters.`)).toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('given more than the maximum, when sent, then it says it is too long and sends nothing', async () => {
    const { onSend } = renderForm();
    await userEvent.click(field());
    await userEvent.paste('x'.repeat(QUESTION_MAX_LENGTH + 1));
    await send();
    expect(screen.getByText(`Use at most ${QUESTION_MAX_LENGTH} characters.`)).toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('given a problem shown, when the text is fixed, then the message goes without another submit', async () => {
    renderForm();
    await userEvent.type(field(), 'Gym');
    await send();
    expect(screen.getByText(`Use at least ${QUESTION_MIN_LENGTH} characters.`)).toBeInTheDocument();
    await userEvent.type(field(), ' hours?');
    expect(screen.queryByText(`Use at least ${QUESTION_MIN_LENGTH} characters.`)).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('given a valid question, when sent, then onSend gets it trimmed and the button is busy until it settles', async () => {
    const pending = deferred();
    const { onSend } = renderForm({ onSend: jest.fn().mockReturnValue(pending.promise) });
    await userEvent.type(field(), '  Is breakfast included?  ');
    await send();
    expect(onSend).toHaveBeenCalledWith('Is breakfast included?');
    const busy = screen.getByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    pending.resolve();
    expect(await screen.findByRole('button', { name: 'Send question' })).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('given the question went through, then the field is cleared and the status announces it', async () => {
    const { container } = renderForm();
    await userEvent.type(field(), 'Is there parking?');
    await send();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thanks, we will answer soon.'));
    expect(field()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given sending failed, then an alert says so and the text stays for another try', async () => {
    const { container } = renderForm({ onSend: jest.fn().mockRejectedValue(new Error('503')) });
    await userEvent.type(field(), 'Is there parking?');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send your question.');
    expect(field()).toHaveValue('Is there parking?');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given a result shown, when the user types again, then the result goes away', async () => {
    const onSend = jest.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(undefined);
    renderForm({ onSend });
    await userEvent.type(field(), 'Is there parking?');
    await send();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.type(field(), ' Free?');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await send();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thanks, we will answer soon.'));
    await userEvent.type(field(), 'And');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('given a count label, rows and a button variant, when rendered, then the field and button use them', () => {
    renderForm({ rows: 3, countLabel: (count, max) => `${count}/${max}`, buttonVariant: 'outline' });
    expect(field()).toHaveAttribute('rows', '3');
    expect(screen.getByText(`0/${QUESTION_MAX_LENGTH}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send question' }).className).toMatch(/outline/);
  });

  describe("in its own words (no texts given but the screen's own)", () => {
    const renderPlain = (onSend: QuestionFormProps['onSend']) =>
      render(<QuestionForm title="Ask a question" label="Your question" sentMessage="Thanks." onSend={onSend} />);

    it("given a blank, a short and a long question, then each problem is said in the form's words", async () => {
      renderPlain(jest.fn());
      await send();
      expect(field()).toHaveAccessibleDescription(/Type your question first\./);
      await userEvent.type(field(), 'Gym?');
      await send();
      expect(field()).toHaveAccessibleDescription(new RegExp(`Write at least ${QUESTION_MIN_LENGTH} characters\\.`));
      await userEvent.click(field());
      await userEvent.paste('x'.repeat(QUESTION_MAX_LENGTH));
      await send();
      expect(field()).toHaveAccessibleDescription(
        new RegExp(`Keep your question to ${QUESTION_MAX_LENGTH} characters\\.`),
      );
    });

    it('given a limit reached, then the limit\'s own sentence; given another failure, then "could not be sent"', async () => {
      const limited = Object.assign(new Error('Too many'), {
        status: 429,
        errors: ['You can ask 5 questions an hour. Try again after 4:10 PM.'],
      });
      const onSend = jest.fn().mockRejectedValueOnce(limited).mockRejectedValueOnce(new Error('503'));
      renderPlain(onSend);
      await userEvent.type(field(), 'Is there parking?');
      await send();
      expect(await screen.findByRole('alert')).toHaveTextContent('You can ask 5 questions an hour.');
      await userEvent.type(field(), ' Free?');
      await send();
      expect(await screen.findByRole('alert')).toHaveTextContent('Your question could not be sent. Please try again.');
    });
  });
});
