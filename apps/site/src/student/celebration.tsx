import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';

/** Props of {@link Celebration}. */
export interface CelebrationProps {
  /** The heading, e.g. 'Assignment Complete!'. */
  title: string;
  /** Heading level of the title. @defaultValue 2 */
  level?: 2 | 3;
  /** The friendly lines and buttons under the title. */
  children?: ReactNode;
  /** `'big'` after a finished set or a new level, `'small'` for a quieter moment. @defaultValue 'big' */
  size?: 'big' | 'small';
  /** Extra class. */
  className?: string;
  /**
   * A ref to the title; when given, the title can take focus (`tabIndex={-1}`), so a page can
   * move focus to the moment it shows. @defaultValue undefined
   */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * A short celebration (visual.md principle 4): a burst of shapes and the title pop in once,
 * in under a second, with CSS only; under `prefers-reduced-motion: reduce` nothing moves and
 * the words stay. Announce the moment through an {@link Announcer} too.
 */
export function Celebration({
  title,
  level = 2,
  children,
  size = 'big',
  className,
  headingRef,
}: CelebrationProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={clsx('celebration', className)} data-size={size}>
      <svg className="celebration-burst" viewBox="0 0 120 60" aria-hidden="true" focusable="false">
        <circle cx="16" cy="38" r="6" />
        <rect x="34" y="8" width="10" height="10" rx="2" transform="rotate(20 39 13)" />
        <path d="M60 4 l5 10 11 2 -8 8 2 11 -10 -5 -10 5 2 -11 -8 -8 11 -2z" />
        <rect x="80" y="30" width="9" height="9" rx="2" transform="rotate(-25 84 34)" />
        <circle cx="104" cy="16" r="5" />
      </svg>
      <Heading
        className="celebration-title"
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
      >
        {title}
      </Heading>
      {children}
    </div>
  );
}
