import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { OtpInput } from './otp-input';

function Harness({ onComplete = jest.fn() }: { onComplete?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput label="Enter code" value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('OtpInput', () => {
  it('given six boxes, when rendered, then the first offers one-time-code autofill', () => {
    render(<OtpInput label="Enter code" value="" onChange={jest.fn()} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('given typing, when digits are entered, then focus advances and onComplete gets the code', async () => {
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(screen.getByLabelText('Digit 1 of 6'));
    await userEvent.keyboard('4a82913');
    expect(screen.getByTestId('value')).toHaveTextContent('482913');
    expect(onComplete).toHaveBeenCalledWith('482913');
  });

  it('given a pasted code, when pasted into the first box, then every box is filled', async () => {
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(screen.getByLabelText('Digit 1 of 6'));
    await userEvent.paste('123 456');
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveValue('6');
  });

  it('given filled boxes, when Backspace is pressed, then digits are removed going back', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByLabelText('Digit 1 of 6'));
    await userEvent.keyboard('12');
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent('');
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();
  });

  it('given an error, when rendered, then axe finds no violations', async () => {
    const { container } = render(<OtpInput label="Enter code" value="12" onChange={jest.fn()} error="Wrong code" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong code');
    expect(await axe(container)).toHaveNoViolations();
  });
});
