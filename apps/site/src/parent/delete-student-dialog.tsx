import * as Dialog from '@radix-ui/react-dialog';
import type { StudentData } from '@mathcols/api-client/protocol';
import { useState } from 'react';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { useServerCall } from './use-server-call';

/** Props of {@link DeleteStudentDialog}. */
export interface DeleteStudentDialogProps {
  /** The student's handle. */
  accountname: string;
  /** Called with the parent's students after the student was deleted. */
  onDeleted: (students: StudentData[]) => void;
}

/**
 * The student's 'Delete' button and its confirmation: 'Cancel' or 'Delete Student'. A failed
 * call shows 'Failed to delete student' in the dialog.
 * @see spec §2 "Configure Students", §8 "Students"
 */
export function DeleteStudentDialog({ accountname, onDeleted }: DeleteStudentDialogProps) {
  const api = useApiClient();
  const [open, setOpen] = useState(false);
  const { busy, error, setError, run } = useServerCall();

  const remove = async () => {
    const result = await run(
      () => api.deleteStudent(accountname),
      API_ERROR_MESSAGES.deleteStudentFailed,
    );
    if (!result.ok) return;
    setOpen(false);
    onDeleted(result.value);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setError(null);
        setOpen(next);
      }}
    >
      <Dialog.Trigger className="button button-small button-danger">
        Delete <span className="parent-visually-hidden">{accountname}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title>Delete {accountname}?</Dialog.Title>
          <Dialog.Description>
            This removes {accountname}, their schedule and their progress. It cannot be undone.
          </Dialog.Description>
          {error !== null && (
            <p className="parent-error" role="alert">
              {error}
            </p>
          )}
          <div className="dialog-actions">
            <Dialog.Close className="button">Cancel</Dialog.Close>
            <button
              type="button"
              className="button button-danger-solid"
              onClick={remove}
              disabled={busy}
            >
              Delete Student
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
