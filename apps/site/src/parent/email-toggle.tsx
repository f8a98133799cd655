import { useState } from 'react';
import { useApiClient } from '../api/api-client-context';

/** Props of {@link EmailToggle}. */
export interface EmailToggleProps {
  /** Whether the weekly e-mails are on (the parent's `emails === 'true'`). */
  on: boolean;
  /** Called after the setting was stored, with the new value. */
  onChanged: (on: boolean) => void;
  /** Called when the change failed (the page shows 'Failed to update email settings'). */
  onFailed: (error: unknown) => void;
  /** The id of the sentence that says what the e-mails are (the button's description). */
  describedBy?: string;
}

/**
 * The 'Turn off emails' / 'Turn on emails' button: flips the parent's weekly e-mails with
 * `setEmails`. The label says what a press does; `aria-pressed` is not used because the label
 * changes with the state.
 * @see spec §2 "Configure Students", §4 "Email toggle flips emails true/false", §8 "Students"
 */
export function EmailToggle({ on, onChanged, onFailed, describedBy }: EmailToggleProps) {
  const api = useApiClient();
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api.setEmails(!on);
      onChanged(!on);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    // `aria-disabled`, not `disabled`: a disabled button would drop keyboard focus to the page.
    <button
      type="button"
      className="button"
      onClick={toggle}
      aria-disabled={busy}
      aria-describedby={describedBy}
    >
      {on ? 'Turn off emails' : 'Turn on emails'}
    </button>
  );
}
