import { clsx } from 'clsx/lite';

/** Texts of the worksheet page states, exactly as the spec writes them. @see spec §2, §8 */
export const STATUS_TEXT = {
  loading: 'Loading problem...',
  preparing: 'Getting problems ready...',
  error: 'Error loading problem',
  errorDetail: 'Failed to load problems. Please try again.',
  retry: 'Try Again',
  empty: 'No problem available',
  generate: 'Generate New Problem',
} as const;

/** Props of {@link WorksheetStatus}. */
export interface WorksheetStatusProps {
  /** Which page state to show instead of a worksheet. */
  status: 'loading' | 'error' | 'empty';
  /**
   * Replaces the default text: the loading line, the error detail line, or the empty line.
   * @defaultValue 'Loading problem...', 'Failed to load problems. Please try again.', or
   *   'No problem available'
   */
  message?: string;
  /** 'Try Again' on the error state; the button is shown only when given. */
  onRetry?: () => void;
  /** 'Generate New Problem' on the empty state; the button is shown only when given. */
  onGenerate?: () => void;
  /** Extra class on the root element (`mc-status`). */
  className?: string;
}

/**
 * The states a worksheet page shows while it has no problem: loading ('Loading problem...'
 * in a polite status region, or 'Getting problems ready...' via `message`), a fetch error
 * ('Error loading problem' as an alert with 'Try Again'), or nothing to do
 * ('No problem available' with 'Generate New Problem').
 * @see spec §2 "Worksheet behaviour", §8 "Problems"
 */
export function WorksheetStatus({
  status,
  message,
  onRetry,
  onGenerate,
  className,
}: WorksheetStatusProps) {
  const root = clsx('mc-status', className);
  if (status === 'loading') {
    return (
      <div className={root} data-status={status} role="status" aria-live="polite">
        <span className="mc-spinner" aria-hidden="true" />
        <p className="mc-status-title">{message ?? STATUS_TEXT.loading}</p>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={root} data-status={status}>
        <div role="alert">
          <p className="mc-status-title">{STATUS_TEXT.error}</p>
          <p className="mc-status-detail">{message ?? STATUS_TEXT.errorDetail}</p>
        </div>
        {onRetry && (
          <button type="button" className="mc-button" onClick={onRetry}>
            {STATUS_TEXT.retry}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className={root} data-status={status}>
      <p className="mc-status-title">{message ?? STATUS_TEXT.empty}</p>
      {onGenerate && (
        <button type="button" className="mc-button" onClick={onGenerate}>
          {STATUS_TEXT.generate}
        </button>
      )}
    </div>
  );
}
