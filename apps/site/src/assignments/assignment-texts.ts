import {
  applyLevelAction,
  DAY_NAMES,
  type AssignmentStatus,
  type LevelAction,
  type ResultBand,
  type Subject,
} from '@mathcols/engine';
import { SUBJECT_LABELS } from '../student/subject-labels';

/**
 * The spec's texts of the Assignments page and the assignment runner, exactly as written.
 * @see spec §2 "Assignments", "Assignment runner", §8 "Assignments"
 */
export const ASSIGNMENT_TEXT = {
  start: 'Start Assignment',
  doMore: 'Do More',
  completed: 'Completed',
  extraWork: 'I want to do extra work',
  redoTitle: "You already completed today's work!",
  redoQuestion: 'Do you want to do more?',
  yes: 'Yes',
  no: 'No',
  practice: 'Practice Problems',
  starting: 'Getting problems ready...',
  complete: 'Assignment Complete!',
  backToAssignments: 'Back to Assignments',
  tryAgain: 'Try Again',
  previous: 'Previous',
  next: 'Next',
  finish: 'Finish',
} as const;

/** 'Addition', 'Division', … */
export function subjectName(subject: Subject): string {
  return SUBJECT_LABELS[subject];
}

/** Subject names joined for a sentence: 'Addition', 'Addition and Division', 'A, B and C'. */
export function subjectList(subjects: readonly Subject[]): string {
  const names = subjects.map(subjectName);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * The words of the status banner: a short title and one line under it. The partial state
 * carries the spec's 'n subject(s) remaining' with n filled in; late names the last scheduled
 * day and what is still waiting, without blame.
 * @see spec §2 "Assignments" (status banner: today, completed, partial with 'n subject(s)
 *   remaining', early with next scheduled day, late with last scheduled day, no-schedule)
 */
export function bannerText(status: AssignmentStatus): { title: string; detail: string } {
  switch (status.kind) {
    case 'today':
      return {
        title: "Today's work is ready!",
        detail: `${subjectList(status.due)} ${status.due.length === 1 ? 'is' : 'are'} waiting for you.`,
      };
    case 'partial':
      return {
        title: 'Nice going — keep it up!',
        detail: `${status.remaining.length} subject(s) remaining: ${subjectList(status.remaining)}.`,
      };
    case 'completed':
      return {
        title: 'All done for today!',
        detail: "You finished today's work. Great job!",
      };
    case 'early':
      return {
        title: 'No assignments today — enjoy your day!',
        detail: `Your next assignment day is ${DAY_NAMES[status.next.day]}: ${subjectList(status.next.subjects)}.`,
      };
    case 'late': {
      const day = DAY_NAMES[status.last.day];
      return {
        title: `${day}'s work is still waiting — you can do it now.`,
        detail: `Still to do from ${day}: ${subjectList(status.missed)}.`,
      };
    }
    case 'no-schedule':
      return {
        title: 'No schedule yet.',
        detail: 'There are no assignments yet. Ask a parent to set up your schedule.',
      };
  }
}

/**
 * The button text of a level option, in plain words: 'Move up to Level 4', 'Stay on Level 3',
 * 'Go back to Level 2' (the new level comes from the engine's `applyLevelAction`).
 * @see spec §2 "Assignment runner" (options screen), §4 "Assignment"
 */
export function optionText(action: LevelAction, level: number): string {
  const target = applyLevelAction(level, action);
  switch (action) {
    case 'advance':
      return `Move up to Level ${target}`;
    case 'repeat':
      return `Stay on Level ${target}`;
    case 'decrease':
      return `Go back to Level ${target}`;
  }
}

/**
 * The friendly line under the score on the results screen, by the engine's `resultBand`.
 * @see spec §5 "Assignment result text varies by score: >=80, 60-79, <60"
 */
export const RESULT_BAND_TEXT = {
  great: 'Fantastic work! You really know this level.',
  good: "Good work! A little more practice and you'll have it.",
  'keep-going': "Every try makes you stronger. Let's keep practising!",
} as const satisfies Record<ResultBand, string>;
