/**
 * The head of the sign-in and registration cards: a small picture of our own (shapes only, on a
 * tinted disc, hidden from screen readers), the page's heading and one friendly line.
 * @see shared/design/visual.md (principles 5 and 8)
 */
import type { ReactNode } from 'react';
import { LineDrawing } from '../pictures/line-drawing';

/** Which picture: a key (Student Login), a report card (Parent Login), a letter (Register). */
export type AuthPicture = 'key' | 'report' | 'letter';

const DRAWINGS: Readonly<Record<AuthPicture, ReactNode>> = {
  // A key: a round bow with a hole, a shaft and two teeth.
  key: (
    <>
      <circle cx="16" cy="24" r="9" />
      <circle cx="16" cy="24" r="3" fill="currentColor" />
      <path d="M25 24h18M37 24v7M43 24v5" />
    </>
  ),
  // A report card: a page with a title line and three bars that climb.
  report: (
    <>
      <rect x="9" y="5" width="30" height="38" rx="4" />
      <path d="M15 13h18" />
      <path d="M17 36v-6M24 36v-11M31 36v-15" />
    </>
  ),
  // A letter: an envelope with its flap, and a star stamp.
  letter: (
    <>
      <rect x="5" y="12" width="38" height="26" rx="4" />
      <path d="M6 14l18 13 18-13" />
      <circle cx="37" cy="11" r="6" fill="currentColor" />
    </>
  ),
};

/** Props of {@link AuthHeader}. */
export interface AuthHeaderProps {
  /** The heading's id (the section's `aria-labelledby`). */
  titleId: string;
  /** The heading, exactly as the spec names the page. */
  title: string;
  /**
   * One short, friendly sentence under the heading (e.g. 'For <strong>pat@example.com</strong>');
   * none when the card's first lines say it already. @defaultValue none
   */
  intro?: ReactNode;
  picture: AuthPicture;
}

/** The picture, the `h1` and the intro line of a sign-in or registration card. */
export function AuthHeader({ titleId, title, intro, picture }: AuthHeaderProps) {
  return (
    <header className="auth-header">
      <span className="auth-picture" aria-hidden="true">
        <LineDrawing size={44}>{DRAWINGS[picture]}</LineDrawing>
      </span>
      <div>
        <h1 id={titleId}>{title}</h1>
        {intro !== undefined && <p className="auth-intro">{intro}</p>}
      </div>
    </header>
  );
}
