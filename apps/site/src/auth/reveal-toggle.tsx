/** Props of {@link RevealToggle}. */
export interface RevealToggleProps {
  /** The checkbox's words, e.g. 'Show passcode' or 'Show password'. */
  label: string;
  /** Whether the password is shown as text. */
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}

/**
 * The checkbox under a password field that shows what was typed ('Show password'), so a slip
 * is seen before it counts: a child's passcode at sign-in, the password a parent gives a child.
 * A whole line (2.75rem) is the touch target.
 */
export function RevealToggle({ label, checked, onCheckedChange }: RevealToggleProps) {
  return (
    <label className="auth-reveal">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
