import type { StudentData } from '@mathcols/api-client/protocol';
import { WIRE_SUBJECTS } from '@mathcols/api-client/protocol';
import type { Subject } from '@mathcols/engine';
import { FormDialog, ScheduleEditor } from '@mathcols/react';
import { useState } from 'react';
import { SUBJECT_LABELS } from '../student/subject-labels';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { DIALOG_CLASSES } from '../dialogs/dialog-classes';
import { errorText } from './parent-api';
import { Handle } from './student-name';

/** Props of {@link ScheduleDialog}. */
export interface ScheduleDialogProps {
  /** The student whose weekly schedules are edited (as the session holds it). */
  student: StudentData;
  /** Called each time the dialog opens (the page saves the FTUE step `update_schedule`). */
  onOpen: () => void;
  /** Called after a subject's schedule was saved. */
  onSaved: (subject: Subject) => void;
}

/**
 * The student's 'Schedule' button and its dialog (`FormDialog`): one `ScheduleEditor` per
 * subject (addition, subtraction, multiplication, division), each saved on its own with
 * `updateStudent(…, { mathschedule })` (the other subjects' schedules are sent unchanged), and
 * 'Done', which closes it. A failed save shows 'Failed to update schedule' in the dialog's alert
 * region and keeps the draft to retry.
 * @see spec §2 "Configure Students", §4 "Schedule editing", §7 "student.update", §8 "Students"
 */
export function ScheduleDialog({ student, onOpen, onSaved }: ScheduleDialogProps) {
  const api = useApiClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (subject: Subject, schedule: string) => {
    setError(null);
    try {
      await api.updateStudent(student.accountname, {
        mathschedule: { ...student.mathschedule, [subject]: { schedule } },
      });
      onSaved(subject);
    } catch (failure) {
      setError(errorText(failure, API_ERROR_MESSAGES.updateScheduleFailed));
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setError(null);
          onOpen();
        }
        setOpen(next);
      }}
      trigger={
        <button type="button" className="button button-small">
          Schedule <span className="mc-visually-hidden">for {student.accountname}</span>
        </button>
      }
      className="schedule-dialog"
      classNames={{ ...DIALOG_CLASSES, error: 'parent-error' }}
      title={
        <>
          Schedule for <Handle name={student.accountname} />
        </>
      }
      description={
        <>
          Pick the days <Handle name={student.accountname} /> practises each subject, then save that
          subject.
        </>
      }
      error={error}
      submitLabel="Done"
    >
      <div className="schedule-editors">
        {WIRE_SUBJECTS.map((subject) => (
          <ScheduleEditor
            key={subject}
            subject={SUBJECT_LABELS[subject]}
            savedValue={student.mathschedule[subject]?.schedule ?? ''}
            onSave={(schedule) => save(subject, schedule)}
          />
        ))}
      </div>
    </FormDialog>
  );
}
