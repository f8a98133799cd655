import type { Subject } from '@mathcols/engine';
import type { BugId } from '@mathcols/engine/diagnosis';
import { PRINT_COUNT_DEFAULT, printSearch } from './print-request';

/** Props of {@link PrintWorksheetLink}. */
export interface PrintWorksheetLinkProps {
  subject: Subject;
  /** 0 … 19. */
  level: number;
  /**
   * Who or what the worksheet is for, read after 'Print worksheet' by screen readers only, when
   * a page holds several links (the report cards: 'for Sam: Addition, level 3').
   * @defaultValue none
   */
  context?: string;
  /** A trouble spot to practise against: the sheet is a practice sheet for it. @defaultValue none */
  bug?: BugId;
  /** The link's visible text. @defaultValue 'Print worksheet' */
  label?: string;
}

/**
 * 'Print worksheet': opens the print view of the subject and level (and trouble spot, for a
 * practice sheet) in a new tab (the practice on this page keeps its place), with
 * {@link PRINT_COUNT_DEFAULT} problems and a new seed.
 * @see issue 12 "Print" (a "Print worksheet" button on free practice and practice)
 */
export function PrintWorksheetLink({
  subject,
  level,
  context = '',
  bug,
  label = 'Print worksheet',
}: PrintWorksheetLinkProps) {
  const href = `#/print?${printSearch({ subject, level, count: PRINT_COUNT_DEFAULT, bug })}`;
  return (
    <a className="button print-worksheet-link" href={href} target="_blank" rel="noopener">
      <svg
        className="print-worksheet-icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M7 3h10v5H7z M5 9h14a2 2 0 0 1 2 2v6h-4v4H7v-4H3v-6a2 2 0 0 1 2-2z M9 15v4h6v-4z" />
      </svg>
      {label}{' '}
      <span className="mc-visually-hidden">
        {context ? `${context} (opens in a new tab)` : '(opens in a new tab)'}
      </span>
    </a>
  );
}
