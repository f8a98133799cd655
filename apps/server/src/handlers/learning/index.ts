/**
 * The student's learning tags: today's questions, finishing a set, taking a level offer and
 * reporting a wrong answer on `POST /api`; practice sets on `POST /api/practice`.
 * @see spec §7 `student.*`; docs/protocol.md "The learning loop"
 */
import type { Handler } from '../types';
import { levelUpdate } from './levelupdate';
import { mathComplete } from './mathcomplete';
import { mathGet } from './mathget';
import { practiceGet } from './practiceget';
import { reportError } from './report-error';

/**
 * The handlers of `student.mathget`, `student.mathcomplete`, `student.levelupdate` and
 * `student.mathreporterror` (student scope), spread into the registry's `HANDLERS`.
 * @see spec §7
 */
export const learningHandlers: {
  'student.mathget': Handler<'student.mathget'>;
  'student.mathcomplete': Handler<'student.mathcomplete'>;
  'student.levelupdate': Handler<'student.levelupdate'>;
  'student.mathreporterror': Handler<'student.mathreporterror'>;
} = {
  'student.mathget': mathGet,
  'student.mathcomplete': mathComplete,
  'student.levelupdate': levelUpdate,
  'student.mathreporterror': reportError,
};

/** The handler of `student.practiceget`, the one tag of `POST /api/practice`. */
export const practiceHandler: Handler<'student.practiceget'> = practiceGet;
