import { levelsFor, problemText, type Subject } from '@mathcols/engine';

/** The words before a level's example problem. */
export const PROBLEMS_LIKE_TEXT = 'Problems like';

/** Props of {@link ProblemsLike}. */
export interface ProblemsLikeProps {
  /** The subject. */
  subject: Subject;
  /** The level, 0–19. */
  level: number;
  /** The paragraph's id, e.g. for a level list's `aria-describedby`. @defaultValue none */
  id?: string;
}

/**
 * What a level's problems look like: 'Problems like 47 + 8', the level's example from the
 * curriculum, the problem large and in the subject's colour (`data-subject`). Shown on the
 * assignment cards, under the practice level list and on the assignment results after a level
 * change, so a child knows what is coming. Renders nothing for a level outside the curriculum.
 * @see spec §9 "Level 0-19"
 */
export function ProblemsLike({ subject, level, id }: ProblemsLikeProps) {
  const example = levelsFor(subject)[level]?.example;
  if (!example) return null;
  return (
    <p id={id} className="problems-like" data-subject={subject}>
      {PROBLEMS_LIKE_TEXT} <span className="problems-like-problem">{problemText(example)}</span>
    </p>
  );
}
