/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  /** The message; nothing is rendered while it is `null`. */
  message: string | null;
  /** A kind line under the message that says what to do next (visual.md principle 5). */
  hint?: string | undefined;
}

/**
 * A server error under a form (e.g. 'Invalid credentials'), announced at once by screen readers
 * (`role="alert"`).
 *
 * @see spec §8 The error catalogue
 */
export function FormAlert({ message, hint }: FormAlertProps) {
  if (!message) return null;
  return (
    <div role="alert" className="form-alert">
      {message}
      {hint && <p className="form-alert-hint">{hint}</p>}
    </div>
  );
}
