import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { TextField } from './text-field';

describe('TextField', () => {
  it('given a label, when the user types, then the input is labelled and onChange fires', async () => {
    const onChange = jest.fn();
    render(<TextField label="Full name" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Full name'), 'Asha');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha');
  });

  it('given an error and a hint, when rendered, then the input is invalid and described by both', () => {
    render(<TextField label="GSTIN" error="Enter a valid GSTIN" hint="15 characters" />);
    const input = screen.getByLabelText('GSTIN');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid GSTIN 15 characters');
  });

  it('given hint and error states, when rendered, then axe finds no violations', async () => {
    const { container } = render(
      <>
        <TextField label="Name" hint="As on your ID" />
        <TextField label="GSTIN" error="Enter a valid GSTIN" />
        <TextField label="Email" disabled />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
