import type { FtueStep, ParentData, StudentData } from '@mathcols/api-client/protocol';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AddStudentForm } from './add-student-form';
import { EmptyState } from '../student/empty-state';
import { EmailToggle } from './email-toggle';
import { FlashMessage } from './flash-message';
import { SCHEDULE_PARAM } from './ftue-banner';
import { repairedFtue, withFtueStep } from './ftue';
import { LimitDialog } from './limit-dialog';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { errorText, MAX_STUDENTS, studentLimit, type StudentLimit } from './parent-api';
import { StudentRow } from './student-row';
import { useFlash } from './use-flash';

/** The start of the Add Student fields' ids (the empty list's button focuses the first). */
const ADD_STUDENT_ID = 'add-student';

/** Props of {@link ConfigureStudents}. */
export interface ConfigureStudentsProps {
  /** The signed-in parent (premium flag, `studentsMax`, `emails`). */
  user: ParentData;
  /** The parent's students, as the session holds them. */
  students: readonly StudentData[];
  /** The FTUE steps stored for the parent. */
  ftue: readonly FtueStep[];
}

/**
 * The Configure Students page's content: 'Student List (n/4)' with a row per student (with
 * none, an empty state whose 'Add your first student' focuses the form), the Add Student form,
 * the limit dialogs, the e-mail toggle with a sentence on what it covers (the weekly summary,
 * every student; a premium feature) and 'Back to Dashboard'. `?schedule=<handle>` (the
 * dashboard's 'Set the schedule') opens that student's Schedule dialog on arrival. It reads
 * everything from its props (the session) and relies on the client to update the session after
 * each call. It saves the FTUE steps `create_student` (after a student is added) and
 * `update_schedule` (when a schedule dialog first opens), on top of `create_student` when the
 * stored FTUE is empty but students exist.
 * @see spec §2 "Configure Students", §4 "First-time guidance", §5, §7 (FTUE updates), §8
 */
export function ConfigureStudents({ user, students, ftue }: ConfigureStudentsProps) {
  const api = useApiClient();
  const [flash, showFlash] = useFlash();
  const [limitShown, setLimitShown] = useState<StudentLimit | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // The dashboard's 'Set the schedule' asks for a student's Schedule dialog; read once.
  const [params] = useSearchParams();
  const [scheduleFor] = useState(() => params.get(SCHEDULE_PARAM));

  const saveFtueStep = (step: FtueStep) => {
    const stored = repairedFtue({ ftue, studentCount: students.length }) ?? ftue;
    const next = withFtueStep(stored, step);
    if (next === null) return;
    api.updateFtue(next).catch(() => {
      // Guidance only: the next time this step happens the page tries again.
    });
  };

  return (
    <section className="configure-students" aria-labelledby="configure-students-title">
      <h1 id="configure-students-title">Configure Students</h1>
      <FlashMessage flash={flash} toast />
      <section className="parent-card" aria-labelledby="student-list-title">
        <h2 id="student-list-title" ref={listHeading} tabIndex={-1}>
          Student List ({students.length}/{MAX_STUDENTS})
        </h2>
        {students.length === 0 ? (
          <EmptyState
            className="student-list-empty"
            picture="pencil"
            message="No students yet. Add your first student below."
            action={
              <button
                type="button"
                className="button button-primary"
                onClick={() => document.getElementById(`${ADD_STUDENT_ID}-firstname`)?.focus()}
              >
                Add your first student
              </button>
            }
          />
        ) : (
          <ul className="student-list">
            {students.map((student) => (
              <StudentRow
                key={student.id}
                student={student}
                showFlash={showFlash}
                onScheduleOpen={() => saveFtueStep('update_schedule')}
                scheduleAtStart={student.accountname === scheduleFor}
                onDeleted={() => listHeading.current?.focus()}
              />
            ))}
          </ul>
        )}
      </section>
      <AddStudentForm
        idPrefix={ADD_STUDENT_ID}
        limit={studentLimit(students.length, user)}
        onLimit={setLimitShown}
        onCreated={() => {
          showFlash({ kind: 'success', text: 'Student added successfully!' });
          saveFtueStep('create_student');
        }}
      />
      <LimitDialog limit={limitShown} onClose={() => setLimitShown(null)} />
      <div className="configure-students-footer">
        <p id="weekly-emails-note" className="configure-students-emails">
          {user.emails !== 'true'
            ? 'Weekly summary e-mails are off for all your students.'
            : user.userpremium === 'true'
              ? 'A weekly summary e-mail tells you how each of your students is doing.'
              : 'Weekly summary e-mails about each of your students come with Premium.'}
        </p>
        <EmailToggle
          describedBy="weekly-emails-note"
          on={user.emails === 'true'}
          onChanged={(on) =>
            showFlash({
              kind: 'success',
              text: on ? 'Weekly emails are on.' : 'Weekly emails are off.',
            })
          }
          onFailed={(error) =>
            showFlash({
              kind: 'error',
              text: errorText(error, API_ERROR_MESSAGES.updateEmailsFailed),
            })
          }
        />
        <Link className="button" to="/parent-dashboard">
          Back to Dashboard
        </Link>
      </div>
    </section>
  );
}
