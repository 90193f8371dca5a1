import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';

/** The one error shape of our forms: at most one message (a catalogue key or a text) per field. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

export type FormStatus = 'idle' | 'submitting' | 'failed' | 'succeeded';

export interface UseFormOptions<V extends object, F extends string> {
  readonly initial: V | (() => V);
  /** The fields that can be wrong, in the order of the form: the first wrong one takes focus on submit. */
  readonly fields: readonly F[];
  /** The rules (pure functions, in libs/domain or next to the feature): the errors of these values. */
  readonly validate: (values: V) => FormErrors<F>;
  /** Called with valid values; a rejection sets the status to failed. */
  readonly onSubmit?: (values: V) => unknown;
  /** A field's control id (focus, labels); `${idPrefix}-${field}` by default. */
  readonly idPrefix?: string;
  /** Turns an error (a message key) into the text shown; the error as it is by default. */
  readonly message?: (error: string, field: F) => string;
  /** Focuses a field's control; by its id by default (a radio group may need its own). */
  readonly focus?: (field: F) => void;
}

export interface Form<V extends object, F extends string> {
  readonly values: V;
  /** The errors shown: found on submit, then checked again (never added to) as the values change. */
  readonly errors: FormErrors<F>;
  readonly status: FormStatus;
  /** The latest values, for handlers and async callbacks (stable). */
  readonly getValues: () => V;
  readonly setValue: <K extends keyof V>(key: K, value: V[K]) => void;
  /** Changes several values at once (a row's field of a list): the errors shown are checked again. */
  readonly setValues: (update: (values: V) => V) => void;
  /** Hides the errors shown (e.g. a row removed: the positions changed); the next submit finds them again. */
  readonly clearErrors: () => void;
  /** Shows these errors (e.g. the API's), focusing the first. */
  readonly setErrors: (errors: FormErrors<F>) => void;
  /** A field's control id (`${idPrefix}-${field}`). */
  readonly idOf: (field: F) => string;
  /** The text of a field's error shown, if any (through `message`). */
  readonly errorOf: (field: F) => string | undefined;
  /** Shows a field's error now, if it has one (a form that speaks when a field is left calls it on blur). */
  readonly reveal: (field: F) => void;
  /** Validates now, shows the errors and focuses the first wrong field: true when there is none. */
  readonly check: () => boolean;
  /** Validates, shows the errors and focuses the first wrong field, else calls onSubmit. */
  readonly submit: (event?: FormEvent) => Promise<void>;
}

const defaultFocus = (id: string) => globalThis.document?.getElementById(id)?.focus();

/**
 * One form's values, errors and submit (docs/decisions/0012-forms.md): nothing is said while the guest types
 * until the first submit; then each field shown wrong is checked again as it changes; the first wrong field
 * takes focus on submit. The rules are the caller's pure function; this only runs them.
 */
export function useForm<V extends object, F extends string>(options: UseFormOptions<V, F>): Form<V, F> {
  const [values, setAll] = useState<V>(options.initial);
  const [errors, setShown] = useState<FormErrors<F>>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  // Handlers read the latest options, values and errors, whatever render made them (set at once by the handlers).
  const latest = useRef({ options, values, errors });
  useEffect(() => {
    latest.current = { options, values, errors };
  }, [options, values, errors]);
  const { idPrefix = 'form', message } = options;
  const idOf = useCallback((field: string) => `${idPrefix}-${field}`, [idPrefix]);

  const focusFirst = useCallback(
    (found: FormErrors<F>) => {
      const { fields, focus } = latest.current.options;
      const first = fields.find((field) => found[field] !== undefined);
      if (first === undefined) return;
      if (focus) focus(first);
      else defaultFocus(idOf(first));
    },
    [idOf],
  );

  /** The values changed: the errors shown are checked again, and only they (a new one waits for a submit). */
  const change = useCallback((next: V) => {
    latest.current.values = next;
    setAll(next);
    const shown = latest.current.errors;
    if (Object.keys(shown).length === 0) return;
    const found = latest.current.options.validate(next);
    const updated: FormErrors<F> = {};
    for (const field of Object.keys(shown) as F[]) if (found[field] !== undefined) updated[field] = found[field];
    latest.current.errors = updated;
    setShown(updated);
  }, []);

  const setValue = useCallback(
    <K extends keyof V>(key: K, value: V[K]) => change({ ...latest.current.values, [key]: value }),
    [change],
  );

  const getValues = useCallback(() => latest.current.values, []);

  const setValues = useCallback((update: (values: V) => V) => change(update(latest.current.values)), [change]);

  const clearErrors = useCallback(() => {
    latest.current.errors = {};
    setShown({});
  }, []);

  const setErrors = useCallback(
    (found: FormErrors<F>) => {
      latest.current.errors = found;
      setShown(found);
      focusFirst(found);
    },
    [focusFirst],
  );

  const reveal = useCallback((field: F) => {
    const error = latest.current.options.validate(latest.current.values)[field];
    if (error === undefined || latest.current.errors[field] === error) return;
    const updated = { ...latest.current.errors, [field]: error };
    latest.current.errors = updated;
    setShown(updated);
  }, []);

  const check = useCallback(() => {
    const { options: now, values: current } = latest.current;
    const found = now.validate(current);
    setErrors(found);
    return !now.fields.some((field) => found[field] !== undefined);
  }, [setErrors]);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (!check()) return;
      setStatus('submitting');
      try {
        await latest.current.options.onSubmit?.(latest.current.values);
        setStatus('succeeded');
      } catch {
        setStatus('failed');
      }
    },
    [check],
  );

  const errorOf = (name: F) => {
    const error = errors[name];
    return error === undefined ? undefined : message ? message(error, name) : error;
  };

  return {
    values,
    errors,
    status,
    getValues,
    setValue,
    setValues,
    clearErrors,
    setErrors,
    reveal,
    check,
    submit,
    idOf,
    errorOf,
  };
}
