import type { Subject } from '@mathcols/engine';
import { clsx } from 'clsx';

/** Props of {@link LevelBadge}. */
export interface LevelBadgeProps {
  /** The level, 0–19. */
  level: number;
  /** Colours the badge with the subject's colour. @defaultValue neutral */
  subject?: Subject;
  /** Extra class. */
  className?: string;
}

/**
 * A level shown as a badge ('Level 3'), in the subject's colour (visual.md principles 2 and 3).
 * @see spec §2 "Assignment runner" (level badge), "Assignments" (subject cards show the level)
 */
export function LevelBadge({ level, subject, className }: LevelBadgeProps) {
  return (
    <span className={clsx('level-badge', className)} data-subject={subject}>
      Level {level}
    </span>
  );
}

/** Props of {@link LevelHeader}. */
export interface LevelHeaderProps {
  /** The page's title, e.g. 'Addition Assignment'. */
  title: string;
  /** The level, 0–19. */
  level: number;
  /** The page's subject (the badge's colour). */
  subject: Subject;
}

/**
 * The header of a page that works at one level (an assignment, a quiz): its title and the
 * level badge beside it.
 * @see spec §2 "Assignment runner" ("Header '{Subject} Assignment' with level badge")
 */
export function LevelHeader({ title, level, subject }: LevelHeaderProps) {
  return (
    <header className="student-page-header">
      <h1>{title}</h1>
      <LevelBadge level={level} subject={subject} />
    </header>
  );
}
