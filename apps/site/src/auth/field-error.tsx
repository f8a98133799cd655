/** Props of {@link FieldError}. */
export interface FieldErrorProps {
  /** The message's id, which the field names in `aria-describedby` (`${fieldId}-error`). */
  id: string;
  /** The validation message; nothing is rendered without one. */
  error?: string | undefined;
  /** Announce the message the moment it appears (`role="alert"`). @defaultValue false */
  announce?: boolean;
}

/**
 * A field's validation message, right below the field: the text inputs, the contact reason
 * select and the message textarea show their messages alike.
 * @see spec §5 Validation rules
 */
export function FieldError({ id, error, announce = false }: FieldErrorProps) {
  if (!error) return null;
  return (
    <p id={id} className="field-error" role={announce ? 'alert' : undefined}>
      {error}
    </p>
  );
}
