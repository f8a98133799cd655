import * as Dialog from '@radix-ui/react-dialog';
import type { StudentData } from '@mathcols/api-client/protocol';
import { WIRE_SUBJECTS } from '@mathcols/api-client/protocol';
import type { Subject } from '@mathcols/engine';
import { ScheduleEditor } from '@mathcols/react';
import { useState } from 'react';
import { SUBJECT_LABELS } from '../free-practice/subjects';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { errorText } from './parent-api';

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
 * The student's 'Schedule' button and its dialog: one `ScheduleEditor` per subject (addition,
 * subtraction, multiplication, division), each saved on its own with `updateStudent(…, {
 * mathschedule })` (the other subjects' schedules are sent unchanged). A failed save shows
 * 'Failed to update schedule' and keeps the draft to retry.
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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setError(null);
          onOpen();
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger className="button button-small">
        Schedule <span className="parent-visually-hidden">for {student.accountname}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content schedule-dialog">
          <Dialog.Title>Schedule for {student.accountname}</Dialog.Title>
          <Dialog.Description>
            Pick the days {student.accountname} practises each subject, then save that subject.
          </Dialog.Description>
          <p role="alert" className="parent-error">
            {error ?? ''}
          </p>
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
          <div className="dialog-actions">
            <Dialog.Close className="button button-primary">Done</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
