import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '../checkbox/checkbox';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';
import { checkboxProps, fieldProps, inputProps } from './field-props';
import { useForm, type FormErrors } from './use-form';

interface Values {
  readonly name: string;
  readonly city: string;
  readonly terms: boolean;
}
type Field = 'name' | 'city' | 'terms';

const validate = (v: Values): FormErrors<Field> => ({
  ...(v.name.trim() === '' ? { name: 'name.blank' } : v.name.length < 3 ? { name: 'name.short' } : {}),
  ...(v.city === '' ? { city: 'city.missing' } : {}),
  ...(!v.terms ? { terms: 'terms.needed' } : {}),
});

const TEXTS: Record<string, string> = {
  'name.blank': 'Enter a name',
  'name.short': 'At least 3 letters',
  'city.missing': 'Choose a city',
  'terms.needed': 'Accept the terms',
};

function Demo({ onSubmit }: { onSubmit: (values: Values) => unknown }) {
  const form = useForm<Values, Field>({
    initial: { name: '', city: '', terms: false },
    fields: ['name', 'city', 'terms'],
    validate,
    onSubmit,
    idPrefix: 'demo',
    message: (key) => TEXTS[key] ?? key,
  });
  return (
    <form noValidate onSubmit={form.submit}>
      <TextField label="Name" {...inputProps(form, 'name')} />
      <Select
        label="City"
        placeholder="Choose"
        options={[{ value: 'blr', label: 'Bengaluru' }]}
        {...fieldProps(form, 'city')}
      />
      <Checkbox label="Terms" {...checkboxProps(form, 'terms')} />
      <button type="submit">Send</button>
      <output aria-label="status">{form.status}</output>
    </form>
  );
}

describe('useForm', () => {
  it('given typing before a submit, then nothing is said', async () => {
    const user = userEvent.setup();
    render(<Demo onSubmit={jest.fn()} />);
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('At least 3 letters')).toBeNull();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('given a submit with errors, then each is shown by its field, the first takes focus, and nothing is sent', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Demo onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Choose a city')).toBeInTheDocument();
    expect(screen.getByText('Accept the terms')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a field shown wrong, then it is checked again as it changes, and the others stay as they were', async () => {
    const user = userEvent.setup();
    render(<Demo onSubmit={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('Name'), 'Ab');
    expect(screen.getByText('At least 3 letters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'c');
    expect(screen.queryByText('At least 3 letters')).toBeNull();
    expect(screen.getByText('Choose a city')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('City'), 'blr');
    expect(screen.queryByText('Choose a city')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Terms')).toHaveFocus();
  });

  it('given valid values, then they are sent and the status follows the call', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValueOnce(undefined);
    render(<Demo onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Isha');
    await user.selectOptions(screen.getByLabelText('City'), 'blr');
    await user.click(screen.getByLabelText('Terms'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Isha', city: 'blr', terms: true });
    await waitFor(() => expect(screen.getByRole('status', { name: 'status' })).toHaveTextContent('failed'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'status' })).toHaveTextContent('succeeded'));
  });

  it('given reveal (a field left) and check (a submit of its own), then errors show at those moments only', () => {
    const { result } = renderHook(() =>
      useForm<Values, Field>({
        initial: { name: '', city: '', terms: false },
        fields: ['name', 'city', 'terms'],
        validate,
      }),
    );
    act(() => result.current.reveal('name'));
    expect(result.current.errors).toEqual({ name: 'name.blank' });
    act(() => result.current.setValue('city', 'blr'));
    expect(result.current.errors).toEqual({ name: 'name.blank' });
    let valid = true;
    act(() => {
      valid = result.current.check();
    });
    expect(valid).toBe(false);
    expect(result.current.errors).toEqual({ name: 'name.blank', terms: 'terms.needed' });
    expect(result.current.getValues()).toEqual({ name: '', city: 'blr', terms: false });
  });
});
