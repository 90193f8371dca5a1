import { createRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { TextArea, type TextAreaProps } from './text-area';

function Harness(props: Partial<TextAreaProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <TextArea
      label="Special requests"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('TextArea', () => {
  it('given a label, when the user types, then the textarea is labelled and onChange gets the text', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Special requests' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '4');
    await userEvent.type(box, 'Late');
    expect(onChange).toHaveBeenLastCalledWith('Late');
    expect(box).toHaveValue('Late');
  });

  it('given a maxLength, when the user types, then the live count follows and describes the field after the hint', async () => {
    render(<Harness maxLength={20} hint="We pass it on to the hotel" />);
    const box = screen.getByRole('textbox', { name: 'Special requests' });
    expect(box).toHaveAccessibleDescription('We pass it on to the hotel 0 of 20 characters');
    await userEvent.type(box, 'Cot');
    expect(screen.getByText('3 of 20 characters')).toBeInTheDocument();
    expect(box).not.toHaveAttribute('maxlength');
  });

  it('given text longer than maxLength, when rendered, then nothing is cut, the count is an error and the field invalid', () => {
    render(<Harness maxLength={5} value="Early check-in" />);
    const box = screen.getByRole('textbox', { name: 'Special requests' });
    expect(box).toHaveValue('Early check-in');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('14 of 5 characters').className).toMatch(/over/);
  });

  it('given an error and a count, when rendered, then the error comes first in the description', () => {
    render(<Harness maxLength={100} error="Tell us what you need" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Tell us what you need 0 of 100 characters');
  });

  it('given a countLabel or showCount false, when rendered, then the count is the app’s or absent', () => {
    const { unmount } = render(<Harness maxLength={10} countLabel={(count, max) => `${max - count} left`} />);
    expect(screen.getByText('10 left')).toBeInTheDocument();
    unmount();
    render(<Harness maxLength={10} showCount={false} />);
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });

  it('given a ref, when mounted, then it points at the textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea ref={ref} label="Feedback" value="" onChange={jest.fn()} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Feedback' }));
  });

  it('given a count, an error and a disabled field, when checked, then axe finds no violations', async () => {
    const { container } = render(
      <>
        <TextArea label="Feedback" value="Great stay" onChange={jest.fn()} maxLength={500} labelSuffix="(optional)" />
        <TextArea label="Reason" value="" onChange={jest.fn()} error="Tell us why" />
        <TextArea label="Notes" value="" onChange={jest.fn()} disabled />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
