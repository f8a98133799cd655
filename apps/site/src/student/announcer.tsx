/** Props of {@link Announcer}. */
export interface AnnouncerProps {
  /** What to say; a change is read out by screen readers. '' says nothing. */
  message: string;
}

/**
 * A polite live region that is always in the page (a region that appears together with its
 * text is often not read out), visually hidden. Set `message` to announce something, e.g.
 * 'Level 5!' after a level-up.
 * @see visual.md principle 4 ("a friendly line"), conventions §6 (feedback in aria-live polite)
 */
export function Announcer({ message }: AnnouncerProps) {
  return (
    <p className="mc-visually-hidden" role="status" aria-live="polite">
      {message}
    </p>
  );
}
