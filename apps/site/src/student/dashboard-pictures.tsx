/**
 * The student dashboard's tile pictures: our own line drawings (shapes only, 48 × 48, drawn in
 * the tile's colour with `currentColor`), hidden from screen readers — each tile's words name
 * it. @see shared/design/visual.md (principle 8: our own inline SVG, shapes not clip art)
 */
import type { ReactNode } from 'react';
import { LineDrawing } from '../pictures/line-drawing';

/**
 * The frame every picture shares: a {@link LineDrawing} on a tinted disc (the disc is the
 * span's, so it never clips the drawing).
 */
function Picture({ children }: { children: ReactNode }) {
  return (
    <span className="dashboard-tile-picture" aria-hidden="true">
      <LineDrawing size={48}>{children}</LineDrawing>
    </span>
  );
}

/** Assignments: a clipboard with two ticked lines. */
export const ASSIGNMENTS_PICTURE = (
  <Picture>
    <rect x="9" y="8" width="30" height="36" rx="4" />
    <rect x="17" y="4" width="14" height="8" rx="2" fill="currentColor" />
    <path d="M15 22l3 3 5-5M28 23h6M15 33l3 3 5-5M28 34h6" />
  </Picture>
);

/** Practice: a column sum, two rows of digit boxes over a rule, a plus and two answer boxes. */
export const PRACTICE_PICTURE = (
  <Picture>
    <rect x="21" y="3" width="10" height="10" rx="2" />
    <rect x="35" y="3" width="10" height="10" rx="2" />
    <rect x="21" y="17" width="10" height="10" rx="2" />
    <rect x="35" y="17" width="10" height="10" rx="2" />
    <path d="M4 22h10M9 17v10M3 33h43" />
    <rect x="21" y="37" width="10" height="9" rx="2" fill="currentColor" />
    <rect x="35" y="37" width="10" height="9" rx="2" fill="currentColor" />
  </Picture>
);

/** My Progress: three bars that climb, and a star above the tallest. */
export const PROGRESS_PICTURE = (
  <Picture>
    <path d="M5 43h38" />
    <rect x="8" y="31" width="8" height="12" rx="2" />
    <rect x="20" y="23" width="8" height="20" rx="2" />
    <rect x="32" y="18" width="8" height="25" rx="2" fill="currentColor" />
    <path d="M36 3l1.8 3.7 4 .6-2.9 2.8.7 4-3.6-1.9-3.6 1.9.7-4-2.9-2.8 4-.6z" strokeWidth="1.5" />
  </Picture>
);

/** Logout: a door left ajar, an arrow going out. */
export const LOGOUT_PICTURE = (
  <Picture>
    <path d="M26 8H10v32h16" />
    <path d="M21 24h22M37 18l6 6-6 6" />
  </Picture>
);
