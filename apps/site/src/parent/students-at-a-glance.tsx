import type { StudentData } from '@mathcols/api-client/protocol';
import { SUBJECTS, SUBJECT_SIGNS, describeSchedule } from '@mathcols/engine';
import { Link } from 'react-router-dom';
import { levelTitle, UnbrokenTitle } from '../curriculum/level-title';
import { levelNumber } from '../session/levels';
import { SUBJECT_LABELS } from '../student/subject-labels';
import { schedulePath } from './ftue-banner';

/** The words of {@link StudentsAtAGlance}. */
export const GLANCE_TEXT = {
  title: 'Your students',
  student: 'Student',
  level: (level: number) => `Level ${level}`,
  noDays: ' has no practice days yet, so no assignments. ',
} as const;

/** Whether no subject of `student` has a practice day (the child would get no assignments). */
const unscheduled = (student: StudentData) =>
  SUBJECTS.every((subject) => !student.mathschedule[subject]?.schedule);

/** Props of {@link StudentsAtAGlance}. */
export interface StudentsAtAGlanceProps {
  /** The parent's students, in the order the account lists them. */
  students: readonly StudentData[];
  /**
   * Say which students have no practice day at all, each with a link to their schedule.
   * @defaultValue true (the dashboard turns it off while its 'Student created!' banner asks)
   */
  remindSchedule?: boolean;
}

/**
 * The parent dashboard's table of the parent's students: a row per student (name and handle),
 * a column per subject with the subject's level, what that level practises in the curriculum's
 * words ('2-digit + 2-digit, one carry') and the practice days ('Every day', 'Mon, Wed, Fri',
 * 'No days'), so a parent sees who practises what at a glance. A student with no practice day
 * in any subject gets no assignments: a line above the table says so, with 'Set {name}’s
 * schedule' (their Schedule dialog on Configure Students), also once the first-time banner is
 * gone. Nothing without students (the
 * welcome banner asks for the first one). On a phone each student's row folds into a card of
 * four labelled subject cells (`data-label`, shown by the stylesheet).
 * @see shared/design/visual.md principle 7 ("the child's name and week at the top"), spec §2
 *   "Configure Students" (where levels and days are changed)
 */
export function StudentsAtAGlance({ students, remindSchedule = true }: StudentsAtAGlanceProps) {
  if (students.length === 0) return null;
  return (
    // Not a landmark itself: the scrolling table below is the region the heading names.
    <div className="glance">
      <h2 id="glance-title" className="glance-title">
        {GLANCE_TEXT.title}
      </h2>
      {remindSchedule &&
        students.filter(unscheduled).map((student) => (
          <p key={student.id} className="glance-unscheduled">
            <span className="glance-name">{student.firstname}</span>
            {GLANCE_TEXT.noDays}
            <Link to={schedulePath(student.accountname)}>
              Set <span className="glance-name">{student.firstname}</span>’s schedule
            </Link>
          </p>
        ))}
      {/* A keyboard user can scroll the table when it is wider than the screen. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="glance-scroll" role="region" aria-labelledby="glance-title" tabIndex={0}>
        <table className="glance-table">
          <thead>
            <tr>
              <th scope="col">{GLANCE_TEXT.student}</th>
              {SUBJECTS.map((subject) => (
                <th key={subject} scope="col" data-subject={subject}>
                  <span className="glance-sign" aria-hidden="true">
                    {SUBJECT_SIGNS[subject]}
                  </span>{' '}
                  {SUBJECT_LABELS[subject]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {students.map((student) => (
              <tr key={student.id}>
                <th scope="row">
                  <span className="glance-name">{`${student.firstname} ${student.lastname}`}</span>{' '}
                  <span className="glance-handle">({student.accountname})</span>
                </th>
                {SUBJECTS.map((subject) => {
                  const level = levelNumber(student.mathlevels[subject]?.level);
                  return (
                    <td key={subject} data-subject={subject} data-label={SUBJECT_LABELS[subject]}>
                      <span className="glance-level">{GLANCE_TEXT.level(level)}</span>{' '}
                      <span className="glance-skill">
                        <UnbrokenTitle title={levelTitle(subject, level) ?? ''} />
                      </span>{' '}
                      <span className="glance-days">
                        {describeSchedule(student.mathschedule[subject]?.schedule ?? '')}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
