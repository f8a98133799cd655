import type { ReactNode } from 'react';

/** Props of {@link LineDrawing}. */
export interface LineDrawingProps {
  /** Width and height in CSS px. */
  size: number;
  /** The drawing's shapes, in the 48 × 48 view box. */
  children: ReactNode;
}

/**
 * The frame of our line drawings (the dashboard tiles, the sign-in cards): a 48 × 48 view box of
 * round 3-unit lines in `currentColor` with no fill, `size` px square. The drawing says nothing to
 * a screen reader: its container hides it (`aria-hidden`) and the words beside it name the thing.
 * @see shared/design/visual.md (principle 8: our own inline SVG, shapes not clip art)
 */
export function LineDrawing({ size, children }: LineDrawingProps) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
