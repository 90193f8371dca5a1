import { render, renderHook, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { FieldFrame } from './field-frame';
import { FieldMessage } from './field-message';
import { useFieldIds } from './use-field-ids';

describe('FieldFrame', () => {
  it('given a label, when rendered, then the label names the control it hands out', () => {
    render(<FieldFrame label="Full name">{(control) => <input {...control} />}</FieldFrame>);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('given an error, a hint and an extra id, when rendered, then the control is invalid and described in that order', () => {
    render(
      <>
        <FieldFrame label="GSTIN" id="gstin" error="Enter a valid GSTIN" hint="15 characters" describedBy="gstin-help">
          {(control) => <input {...control} />}
        </FieldFrame>
        <p id="gstin-help">Printed on your invoice</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'GSTIN' });
    expect(input).toHaveAttribute('id', 'gstin');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'gstin-error gstin-hint gstin-help');
    expect(input).toHaveAccessibleDescription('Enter a valid GSTIN 15 characters Printed on your invoice');
    expect(screen.getByText('Enter a valid GSTIN')).toHaveAttribute('id', 'gstin-error');
    expect(screen.getByText('15 characters')).toHaveAttribute('id', 'gstin-hint');
  });

  it('given a label suffix, when rendered, then it is part of the label', () => {
    render(
      <FieldFrame label="Email" labelSuffix="(optional)">
        {(control) => <input {...control} />}
      </FieldFrame>,
    );
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).toBeInTheDocument();
  });

  it('given hint, error and suffix, when checked, then axe finds no violations', async () => {
    const { container } = render(
      <>
        <FieldFrame label="Name" hint="As on your ID">
          {(control) => <input {...control} />}
        </FieldFrame>
        <FieldFrame label="Reason" error="Choose a reason" labelSuffix="(required)">
          {(control) => (
            <select {...control}>
              <option>Late check-in</option>
            </select>
          )}
        </FieldFrame>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('useFieldIds', () => {
  it('given no id and nothing to describe, when called, then it makes an id and no description', () => {
    const { result } = renderHook(() => useFieldIds(undefined));
    expect(result.current.id).toBeTruthy();
    expect(result.current).toMatchObject({ hintId: undefined, errorId: undefined, describedBy: undefined });
  });

  it('given an id with an error, a hint and extra ids, when called, then it lists error, hint, then the extras', () => {
    const { result } = renderHook(() => useFieldIds('note', { hint: 'h', error: 'e', describedBy: 'note-count' }));
    expect(result.current).toEqual({
      id: 'note',
      hintId: 'note-hint',
      errorId: 'note-error',
      describedBy: 'note-error note-hint note-count',
    });
  });
});

describe('FieldMessage', () => {
  it('given an error with role alert, when rendered, then it is announced', () => {
    render(
      <FieldMessage id="code-error" tone="error" role="alert">
        Wrong code
      </FieldMessage>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong code');
  });
});
