import { useState, type ChangeEvent, type HTMLAttributes, type Ref } from 'react';
import { FieldError } from './field-error';
import { RevealToggle } from './reveal-toggle';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** The input's id; the error's id is `${id}-error`. */
  id: string;
  /** The visible label. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The message to show under the field; marks the input `aria-invalid`. */
  error?: string;
  /** @defaultValue `'text'` */
  type?: 'text' | 'email' | 'password';
  /** The browser autofill hint, e.g. `'email'`, `'current-password'`. */
  autoComplete?: string;
  /** The on-screen keyboard hint, e.g. `'numeric'` for codes and grades. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /**
   * Announce the message the moment it appears (`role="alert"`), for fields checked on their
   * own, e.g. the one field of a dialog. @defaultValue false
   */
  announceError?: boolean;
  /**
   * For a password: the words of a checkbox after the field that shows what was typed ('Show
   * password'), unticked whenever the field mounts (each time a dialog opens).
   */
  reveal?: string;
  /** A line under the input saying what the field is for (tied with `aria-describedby`). */
  hint?: string;
  /** Class of the wrapper. @defaultValue `'form-field'` */
  className?: string;
  /** The input element, e.g. to focus the first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input whose validation message sits right below it, tied to it with
 * `aria-describedby` and flagged with `aria-invalid`, so screen readers read the message when
 * the field gets focus (before the `hint`, when there is one). With `reveal`, a password field
 * is followed by a {@link RevealToggle}.
 *
 * @see spec §5 Validation rules
 */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  announceError = false,
  reveal,
  hint,
  className = 'form-field',
  ref,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The message first: it is what the field needs now.
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  const [shown, setShown] = useState(false);
  const field = (
    <div className={className} data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name={id}
        type={type === 'password' && shown ? 'text' : type}
        inputMode={inputMode}
        value={value}
        autoComplete={autoComplete}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} announce={announceError} />
    </div>
  );
  if (reveal === undefined || type !== 'password') return field;
  return (
    <>
      {field}
      <RevealToggle label={reveal} checked={shown} onCheckedChange={setShown} />
    </>
  );
}
