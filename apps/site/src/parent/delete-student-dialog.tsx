import type { StudentData } from '@mathcols/api-client/protocol';
import { FormDialog } from '@mathcols/react';
import { useState, type FormEvent } from 'react';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { DIALOG_CLASSES } from '../dialogs/dialog-classes';
import { useServerCall } from './use-server-call';
import { Handle } from './student-name';

/** Props of {@link DeleteStudentDialog}. */
export interface DeleteStudentDialogProps {
  /** The student's handle. */
  accountname: string;
  /** Called with the parent's students after the student was deleted. */
  onDeleted: (students: StudentData[]) => void;
}

/**
 * The student's 'Delete' button and its confirmation (`FormDialog`): 'Cancel' or 'Delete
 * Student'. A failed call shows 'Failed to delete student' in the dialog's alert region.
 * @see spec §2 "Configure Students", §8 "Students"
 */
export function DeleteStudentDialog({ accountname, onDeleted }: DeleteStudentDialogProps) {
  const api = useApiClient();
  const [open, setOpen] = useState(false);
  const { busy, error, setError, run } = useServerCall();

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    const result = await run(
      () => api.deleteStudent(accountname),
      API_ERROR_MESSAGES.deleteStudentFailed,
    );
    if (!result.ok) return;
    setOpen(false);
    onDeleted(result.value);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setError(null);
        setOpen(next);
      }}
      trigger={
        <button type="button" className="button button-small button-danger">
          Delete <span className="mc-visually-hidden">{accountname}</span>
        </button>
      }
      classNames={{
        ...DIALOG_CLASSES,
        submit: 'button button-danger-solid',
        error: 'parent-error',
      }}
      title={
        <>
          Delete <Handle name={accountname} suffix="?" />
        </>
      }
      description={
        <>
          This removes <Handle name={accountname} suffix="," /> their schedule and their progress.
          It cannot be undone.
        </>
      }
      error={error}
      cancelLabel="Cancel"
      submitLabel="Delete Student"
      onSubmit={remove}
      busy={busy}
    />
  );
}
