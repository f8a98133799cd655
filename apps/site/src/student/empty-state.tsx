import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The little pictures of empty and waiting states (our own shapes). */
export type EmptyPicture = 'calendar' | 'stars' | 'chart' | 'pencil' | 'search';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Which picture. */
  picture: EmptyPicture;
  /** One sentence saying what is (not) here and why. */
  message: ReactNode;
  /** One button or link: what to do next. */
  action?: ReactNode;
  /** Extra class. */
  className?: string;
}

const PICTURES: Readonly<Record<EmptyPicture, ReactNode>> = {
  calendar: (
    <>
      <rect x="14" y="18" width="68" height="58" rx="8" />
      <rect x="14" y="18" width="68" height="16" rx="8" className="empty-fill" />
      <circle cx="32" cy="50" r="4" className="empty-fill" />
      <circle cx="48" cy="50" r="4" className="empty-fill" />
      <circle cx="64" cy="50" r="4" className="empty-fill" />
      <circle cx="32" cy="64" r="4" className="empty-fill" />
    </>
  ),
  stars: (
    <>
      <path d="M48 10 l9 19 21 3 -15 14 4 21 -19 -10 -19 10 4 -21 -15 -14 21 -3z" />
      <circle cx="16" cy="70" r="5" className="empty-fill" />
      <circle cx="82" cy="70" r="5" className="empty-fill" />
    </>
  ),
  chart: (
    <>
      <path d="M12 80 H84 M12 80 V12" />
      <path d="M20 66 L38 52 L54 58 L76 26" className="empty-line" />
      <circle cx="76" cy="26" r="5" className="empty-fill" />
    </>
  ),
  pencil: (
    <>
      <path d="M22 74 L28 56 L64 20 L76 32 L40 68 Z" />
      <path d="M58 26 L70 38" />
      <path d="M22 74 L40 68" className="empty-line" />
    </>
  ),
  search: (
    <>
      <circle cx="40" cy="38" r="22" />
      <path d="M28 34 Q30 26 38 24" className="empty-line" />
      <path d="M56 54 L78 76" />
      <circle cx="80" cy="20" r="4" className="empty-fill" />
      <circle cx="14" cy="72" r="3" className="empty-fill" />
    </>
  ),
};

/**
 * An empty or waiting state (visual.md principle 8): a simple picture made of shapes, one
 * sentence, one action.
 */
export function EmptyState({ picture, message, action, className }: EmptyStateProps) {
  return (
    <div className={clsx('empty-state', className)}>
      <svg className="empty-picture" viewBox="0 0 96 88" aria-hidden="true" focusable="false">
        {PICTURES[picture]}
      </svg>
      <p className="empty-message">{message}</p>
      {action}
    </div>
  );
}
