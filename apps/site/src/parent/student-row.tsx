import type { StudentData } from '@mathcols/api-client/protocol';
import { WIRE_SUBJECTS } from '@mathcols/api-client/protocol';
import { subjectList } from '../assignments/assignment-texts';
import { DeleteStudentDialog } from './delete-student-dialog';
import { GradeSelect } from './grade-select';
import { LevelDialog } from './level-dialog';
import { PasswordDialog } from './password-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { StudentName } from './student-name';
import type { Flash } from './use-flash';

/** Props of {@link StudentRow}. */
export interface StudentRowProps {
  student: StudentData;
  /** Shows a page message (successes clear after 3 s). */
  showFlash: (flash: Flash) => void;
  /** Called when the schedule dialog opens (FTUE `update_schedule`). */
  onScheduleOpen: () => void;
  /** Open the schedule dialog on arrival (the dashboard's 'Set the schedule'). */
  scheduleAtStart?: boolean;
  /** Called after this student was deleted (the page moves focus to the list). */
  onDeleted: () => void;
}

/**
 * One student of the list: name (abbreviated when long), handle, grade (editable), a level
 * button per subject ('Addition (3)'), and Schedule, Configure and Delete, every button named
 * after the student's handle for assistive technology.
 * @see spec §2 "Configure Students"
 */
export function StudentRow({
  student,
  showFlash,
  onScheduleOpen,
  onDeleted,
  scheduleAtStart = false,
}: StudentRowProps) {
  const { accountname } = student;
  const success = (text: string) => showFlash({ kind: 'success', text });
  return (
    <li className="student-row" aria-labelledby={`student-${student.id}`}>
      <div className="student-row-head">
        <h3 id={`student-${student.id}`} className="student-row-title">
          <StudentName firstname={student.firstname} lastname={student.lastname} />{' '}
          <span className="handle student-handle">({accountname})</span>
        </h3>
        <GradeSelect
          student={student}
          onChanged={() => success(`Grade level updated for ${accountname}.`)}
          onFailed={(text) => showFlash({ kind: 'error', text })}
        />
      </div>
      <div className="student-levels" role="group" aria-label={`Levels for ${accountname}`}>
        {WIRE_SUBJECTS.map((subject) => (
          <LevelDialog key={subject} student={student} subject={subject} />
        ))}
      </div>
      <div className="student-actions">
        <ScheduleDialog
          student={student}
          onOpen={onScheduleOpen}
          openAtStart={scheduleAtStart}
          onSaved={(subjects) =>
            success(
              `${subjectList(subjects)} ${subjects.length === 1 ? 'schedule' : 'schedules'} ` +
                `saved for ${accountname}.`,
            )
          }
        />
        <PasswordDialog
          accountname={accountname}
          onChanged={() => success(`Password updated for ${accountname}.`)}
        />
        <DeleteStudentDialog
          accountname={accountname}
          onDeleted={() => {
            onDeleted();
            success(`${accountname} was deleted.`);
          }}
        />
      </div>
    </li>
  );
}
