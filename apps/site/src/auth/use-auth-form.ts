import { useCallback, useState, type FormEvent } from 'react';
import type { FieldErrors } from './validation';

/** Options of {@link useAuthForm}. */
export interface AuthFormOptions<K extends string> {
  /** Every field, in the order shown (the first invalid one gets focus). */
  initial: Record<K, string>;
  /** The field ids are `${idPrefix}-${name}`. */
  idPrefix: string;
  /** The spec §5 checks: field → message for each failing field. */
  validate: (values: Record<K, string>) => FieldErrors<K>;
  /** Sends the form; throws an `Error` whose `message` is the text to show. */
  submit: (values: Record<K, string>) => Promise<void>;
  /** Shown when `submit` throws something that is not an `Error`. */
  fallbackError: string;
}

/** What {@link useAuthForm} returns. */
export interface AuthForm<K extends string> {
  /** True while `submit` runs (buttons show their busy label). */
  busy: boolean;
  /** The server's (or the fallback) message of the last failed submit. */
  serverError: string | null;
  /**
   * The props binding a `TextField` to a field: its input id, value, change handler (which
   * clears the field's message) and message.
   */
  field: (name: K) => {
    id: string;
    value: string;
    onValueChange: (value: string) => void;
    error: string | undefined;
  };
  /** The form's `onSubmit`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * State of a sign-in, registration or account form: values, per-field messages (checked on submit, a
 * field's message cleared when it is edited), focus on the first invalid field, a busy flag
 * and the server's error.
 *
 * @see spec §5 Validation rules, §8 The error catalogue
 */
export function useAuthForm<K extends string>({
  initial,
  idPrefix,
  validate,
  submit,
  fallbackError,
}: AuthFormOptions<K>): AuthForm<K> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const idOf = useCallback((name: K) => `${idPrefix}-${name}`, [idPrefix]);

  const setValue = useCallback((name: K, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!previous[name]) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // A new attempt: the last one's server message no longer applies.
    setServerError(null);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = (Object.keys(initial) as K[]).find((name) => found[name]);
    if (firstInvalid) {
      document.getElementById(idOf(firstInvalid))?.focus();
      return;
    }
    setBusy(true);
    submit(values).then(
      () => setBusy(false),
      (error: unknown) => {
        setBusy(false);
        setServerError(error instanceof Error && error.message ? error.message : fallbackError);
      },
    );
  };

  const field = (name: K) => ({
    id: idOf(name),
    value: values[name],
    onValueChange: (value: string) => setValue(name, value),
    error: errors[name],
  });

  return { busy, serverError, field, onSubmit };
}
