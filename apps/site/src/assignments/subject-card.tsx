import { SUBJECT_SIGNS, describeSchedule, type Subject } from '@mathcols/engine';
import { LevelBadge } from '../student/level-badge';
import { ProblemsLike } from '../student/problems-like';
import { ASSIGNMENT_TEXT, subjectName } from './assignment-texts';
import { RedoDialog } from './redo-dialog';
import { StartButton } from './start-control';
import type { StartAssignment } from './use-start-assignment';

/** Props of {@link SubjectCard}. */
export interface SubjectCardProps {
  /** The subject. */
  subject: Subject;
  /** The student's level in it, 0–19. */
  level: number;
  /** Its schedule string (`'mwf'`), shown as days ('Mon, Wed, Fri', 'Every day'). */
  schedule: string;
  /** Completed today: shows the 'Completed' mark instead of 'Start Assignment'. */
  done: boolean;
  /** Premium students may redo a completed subject ('Do More' and its dialog). */
  premium: boolean;
  /** The page's starter (from `useStartAssignment`). */
  starter: StartAssignment;
  /**
   * Questions answered of a set begun today on this device and not saved (`keptToday`):
   * the card says so above 'Start Assignment', which goes on where the child stopped.
   * @defaultValue null (none)
   */
  kept?: { answered: number; total: number } | null;
  /** Heading level of the subject name. @defaultValue 3 */
  headingLevel?: 3 | 4;
}

/**
 * One of today's subjects on the Assignments page, in the subject's colour: the name, the level
 * badge, the schedule days, what the level's problems look like (`ProblemsLike`: 'Problems like
 * 47 + 8'), and 'Start Assignment' (with 'You did 4 of 10. Keep going!' above it when the
 * child began the set on this device today: it goes on where they stopped) — or, when completed today, the 'Completed' mark (a tick and
 * the word, not colour alone) with 'Do More' for premium students only (free students cannot
 * redo a subject completed today).
 * @see spec §2 "Assignments" (subject cards), §6 (free students)
 */
export function SubjectCard({
  subject,
  level,
  schedule,
  done,
  premium,
  starter,
  kept = null,
  headingLevel = 3,
}: SubjectCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const spot = `card-${subject}`;
  return (
    <article
      className="subject-card"
      data-subject={subject}
      data-state={done ? 'done' : 'due'}
      aria-labelledby={`${spot}-title`}
    >
      <div className="subject-card-head">
        <span className="subject-sign" aria-hidden="true">
          {SUBJECT_SIGNS[subject]}
        </span>
        <Heading id={`${spot}-title`} className="subject-card-title">
          {subjectName(subject)}
        </Heading>
        <LevelBadge level={level} subject={subject} />
      </div>
      <p className="subject-card-days">
        <span className="subject-card-days-label">Days:</span> {describeSchedule(schedule)}
      </p>
      <ProblemsLike subject={subject} level={level} />
      {done && (
        <p className="completed-mark">
          <span className="completed-tick" aria-hidden="true">
            ✓
          </span>{' '}
          {ASSIGNMENT_TEXT.completed}
        </p>
      )}
      {!done && kept && (
        <p className="subject-card-kept">
          {kept.answered < kept.total
            ? `You did ${kept.answered} of ${kept.total}. Keep going!`
            : `All ${kept.total} answered. Open it to save your work!`}
        </p>
      )}
      <div className="subject-card-actions">
        {/* Described by the card's title: every card has the same buttons. */}
        {!done && (
          <StartButton
            subject={subject}
            spot={spot}
            starter={starter}
            describedBy={`${spot}-title`}
          />
        )}
        {done && premium && (
          <RedoDialog
            subject={subject}
            spot={spot}
            starter={starter}
            describedBy={`${spot}-title`}
          />
        )}
      </div>
    </article>
  );
}
