/**
 * What a student did in one week, per subject, from their finished sets: how many assignments,
 * questions, the share answered right, and how the level moved. Pure; the weekly summary job
 * feeds it the week's `student_sets` rows and the e-mail template words it.
 * @see issue 7 "Weekly summary e-mails" (completed assignments per subject, accuracy, level
 *   changes); spec §9 "Report score percent = (questions-errors)/questions"
 */
import {
  SUBJECTS,
  applyLevelAction,
  isLevelAction,
  isSubject,
  reportScore,
  type Subject,
} from '@mathcols/engine';

/** A finished set as the summary needs it (a `student_sets` row). */
export interface WeekSet {
  subject: string;
  /** The level 0–19 the set was worked at. */
  level: number;
  questions: number;
  errors: number;
  /** The level change the student took after it (`advance`, `repeat`, `decrease`), or null. */
  chosenAction: string | null;
}

/** One subject's week. */
export interface SubjectWeek {
  subject: Subject;
  /** Assignments (sets) finished. */
  sets: number;
  /** Questions answered in them. */
  questions: number;
  /** Of those, how many were wrong. */
  errors: number;
  /** Right answers in percent 0–100 (the engine's `reportScore`). */
  percent: number;
  /** The level of the week's first set. */
  startLevel: number;
  /** The level after the week's last set (its chosen action applied). */
  endLevel: number;
  /** How often the student moved up a level (`advance`) this week. */
  advanced: number;
  /** How often the student moved down a level (`decrease`) this week. */
  decreased: number;
}

/** A student's week. */
export interface WeekSummary {
  /** Subjects practised, in the product's order (addition … division); empty for a quiet week. */
  subjects: SubjectWeek[];
  /** Assignments finished in all subjects. */
  sets: number;
  /** Questions answered in all subjects. */
  questions: number;
  /** Right answers in percent 0–100 over all questions, or null when there were none. */
  percent: number | null;
}

/**
 * Sums up a week.
 * @param sets the week's finished sets, oldest first (sets of unknown subjects are ignored)
 */
export function summariseWeek(sets: readonly WeekSet[]): WeekSummary {
  const bySubject = new Map<Subject, WeekSet[]>();
  for (const set of sets) {
    if (!isSubject(set.subject)) continue;
    const list = bySubject.get(set.subject) ?? [];
    list.push(set);
    bySubject.set(set.subject, list);
  }
  const subjects: SubjectWeek[] = [];
  for (const subject of SUBJECTS) {
    const list = bySubject.get(subject);
    const first = list?.[0];
    const last = list?.at(-1);
    if (!list || !first || !last) continue;
    const questions = sum(list.map((set) => set.questions));
    const errors = sum(list.map((set) => Math.min(set.errors, set.questions)));
    subjects.push({
      subject,
      sets: list.length,
      questions,
      errors,
      percent: reportScore(questions, errors),
      startLevel: first.level,
      endLevel: isLevelAction(last.chosenAction)
        ? applyLevelAction(last.level, last.chosenAction)
        : last.level,
      advanced: list.filter((set) => set.chosenAction === 'advance').length,
      decreased: list.filter((set) => set.chosenAction === 'decrease').length,
    });
  }
  const questions = sum(subjects.map((week) => week.questions));
  const errors = sum(subjects.map((week) => week.errors));
  return {
    subjects,
    sets: sum(subjects.map((week) => week.sets)),
    questions,
    percent: questions > 0 ? reportScore(questions, errors) : null,
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
