import type { Subject } from '@mathcols/engine';
import { PRINT_COUNT_DEFAULT, printSearch } from './print-request';

/** Props of {@link PrintWorksheetLink}. */
export interface PrintWorksheetLinkProps {
  subject: Subject;
  /** 0 … 19. */
  level: number;
}

/**
 * 'Print worksheet': opens the print view of the subject and level in a new tab (the practice
 * on this page keeps its place), with {@link PRINT_COUNT_DEFAULT} problems and a new seed.
 * @see issue 12 "Print" (a "Print worksheet" button on free practice and practice)
 */
export function PrintWorksheetLink({ subject, level }: PrintWorksheetLinkProps) {
  const href = `#/print?${printSearch({ subject, level, count: PRINT_COUNT_DEFAULT })}`;
  return (
    <a className="button print-worksheet-link" href={href} target="_blank" rel="noopener">
      <span aria-hidden="true">🖨️ </span>Print worksheet
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
