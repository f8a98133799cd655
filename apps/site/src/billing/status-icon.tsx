/** The picture at the top of a payment page. */
export type StatusTone = 'success' | 'waiting' | 'problem';

/**
 * A simple round picture for a payment page's state: a tick (success), three dots (waiting) or
 * an exclamation mark (problem). Decorative: the heading says the same in words.
 */
export function StatusIcon({ tone }: { tone: StatusTone }) {
  return (
    <svg
      className="billing-status-icon"
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
    >
      <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.14" />
      <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="3" />
      {tone === 'success' ? (
        <path
          d="M19 33l9 9 17-19"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
      {tone === 'waiting' ? (
        <g fill="currentColor">
          <circle cx="20" cy="32" r="4" />
          <circle cx="32" cy="32" r="4" />
          <circle cx="44" cy="32" r="4" />
        </g>
      ) : null}
      {tone === 'problem' ? (
        <g fill="currentColor">
          <rect x="29" y="15" width="6" height="23" rx="3" />
          <circle cx="32" cy="47" r="4" />
        </g>
      ) : null}
    </svg>
  );
}
