import type { ChangeEvent } from 'react';
import type { Form } from './use-form';

/** Props for libs/ui's Select and TextArea (onChange gives the value). */
export interface FieldProps<T> {
  readonly id: string;
  readonly name: string;
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly error: string | undefined;
  readonly 'aria-invalid': true | undefined;
}

/** Props for libs/ui's TextField (onChange gives the event). */
export type InputProps = Omit<FieldProps<string>, 'onChange'> & {
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** Props for libs/ui's Checkbox. */
export interface CheckboxFieldProps {
  readonly id: string;
  readonly name: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error: string | undefined;
}

// Functions, not methods of the form, so a page that does not use them does not load them.
const base = <V extends object, F extends string>(form: Form<V, F>, name: F) => {
  const error = form.errorOf(name);
  return { id: form.idOf(name), name, error, 'aria-invalid': error ? (true as const) : undefined };
};

/** A useForm field on a Select or a TextArea. */
export const fieldProps = <V extends object, F extends string, K extends F & keyof V>(
  form: Form<V, F>,
  name: K,
): FieldProps<V[K]> => ({
  ...base(form, name),
  value: form.values[name],
  onChange: (value) => form.setValue(name, value),
});

/** A useForm field on a TextField. */
export const inputProps = <V extends object, F extends string, K extends F & keyof V>(
  form: Form<V, F>,
  name: K,
): InputProps => ({
  ...base(form, name),
  value: String(form.values[name] ?? ''),
  onChange: (event) => form.setValue(name, event.target.value as V[K]),
});

/** A useForm field on a Checkbox. */
export const checkboxProps = <V extends object, F extends string, K extends F & keyof V>(
  form: Form<V, F>,
  name: K,
): CheckboxFieldProps => {
  const { id, error } = base(form, name);
  return { id, name, error, checked: form.values[name] === true, onChange: (on) => form.setValue(name, on as V[K]) };
};
