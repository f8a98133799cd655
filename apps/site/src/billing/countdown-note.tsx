import type { CSSProperties } from 'react';

/** Props of {@link CountdownNote}. */
export interface CountdownNoteProps {
  /** Seconds left, from `useCountdown`. */
  left: number;
  /** The full count in seconds (how long the bar takes to empty). */
  total: number;
  /** Where the page goes, as words after "Taking you to". @defaultValue 'your dashboard' */
  destination?: string;
}

/**
 * "Taking you to your dashboard in 5 seconds." with a bar that empties over the count. The
 * seconds are a `role="timer"` (not announced each tick); the sentence itself is read with the
 * page, or once by a live region around it. The bar is decoration and stands still under
 * reduced motion.
 * @see spec §2 "Payment pages" (countdowns), §9 Redirects
 */
export function CountdownNote({ left, total, destination = 'your dashboard' }: CountdownNoteProps) {
  const style = { '--countdown-duration': `${total}s` } as CSSProperties;
  return (
    <div className="billing-countdown" style={style}>
      <p>
        Taking you to {destination} in{' '}
        <span role="timer" className="billing-countdown-time">
          {left} {left === 1 ? 'second' : 'seconds'}
        </span>
        .
      </p>
      <span className="billing-countdown-bar" aria-hidden="true" />
    </div>
  );
}
