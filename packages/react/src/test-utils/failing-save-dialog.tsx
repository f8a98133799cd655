import { useState } from 'react';
import { FormDialog, type FormDialogProps } from '../dialog/form-dialog';

/** The message {@link FailingSaveDialog} shows after each try. */
export const SAVE_FAILED = 'Could not save. Please try again.';

/** Props of {@link FailingSaveDialog}: a `FormDialog`'s, less what it drives itself. */
export interface FailingSaveDialogProps extends Omit<
  FormDialogProps,
  'busy' | 'error' | 'onSubmit' | 'submitLabel'
> {
  /** How long each save takes before it fails, in ms. */
  delayMs: number;
}

/**
 * A `FormDialog` whose Save fails as a server that cannot be reached does: 'Saving...' and busy
 * for `delayMs`, then {@link SAVE_FAILED} in the error region and 'Save' again; it stays open.
 */
export function FailingSaveDialog({ delayMs, ...props }: FailingSaveDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      {...props}
      submitLabel={busy ? 'Saving...' : 'Save'}
      busy={busy}
      error={error}
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setTimeout(() => {
          setError(SAVE_FAILED);
          setBusy(false);
        }, delayMs);
      }}
    />
  );
}
