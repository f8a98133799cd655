/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  /** The form is sending: the button reads `busyLabel` and is `aria-disabled`. */
  busy: boolean;
  /** The button's words, e.g. 'Save New Email'. */
  label: string;
  /** The words while busy, e.g. 'Saving...'. @defaultValue `label` */
  busyLabel?: string;
}

/**
 * The primary submit button of the site's account forms. While the form sends it says so and is
 * `aria-disabled` (not `disabled`: it keeps focus, and `useAuthForm` ignores a second submit).
 */
export function SubmitButton({ busy, label, busyLabel = label }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button-primary" aria-disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
