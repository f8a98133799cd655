import * as Dialog from '@radix-ui/react-dialog';
import { LEVEL_COUNT, type Subject } from '@mathcols/engine';
import type { StudentData } from '@mathcols/api-client/protocol';
import { useId, useState } from 'react';
import { SUBJECT_LABELS } from '../free-practice/subjects';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { levelNumber } from '../session/levels';
import { useServerCall } from './use-server-call';

/** A subject's level for a student: the stored one, else `0`. @see spec §3 "Schedule" */
export function studentLevel(student: StudentData, subject: Subject): number {
  return levelNumber(student.mathlevels[subject]?.level);
}

/** Props of {@link LevelDialog}. */
export interface LevelDialogProps {
  student: StudentData;
  subject: Subject;
}

/**
 * A subject button 'Subject (level)', e.g. 'Addition (3)', and its dialog to pick a level
 * 0–19. 'Change Level' is disabled while the chosen level equals the current one. On success
 * a second dialog, 'Level Updated Successfully', says the level shows at the student's next
 * login (the button shows the new level once the client has updated the session); a failure
 * shows 'Failed to update student level. Please try again.'.
 * @see spec §2 "Configure Students", §4 (level setting), §8 "Students", §9 "Level 0-19"
 */
export function LevelDialog({ student, subject }: LevelDialogProps) {
  const api = useApiClient();
  const current = studentLevel(student, subject);
  const label = SUBJECT_LABELS[subject];
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(current);
  const { busy, error, setError, run } = useServerCall();
  const [updatedTo, setUpdatedTo] = useState<number | null>(null);
  const fieldId = useId();

  const change = async () => {
    const result = await run(
      () =>
        api.updateStudent(student.accountname, {
          mathlevels: { ...student.mathlevels, [subject]: { level: String(chosen) } },
        }),
      API_ERROR_MESSAGES.updateLevelFailed,
    );
    if (!result.ok) return;
    setOpen(false);
    setUpdatedTo(chosen);
  };

  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (next) {
            setChosen(current);
            setError(null);
          }
          setOpen(next);
        }}
      >
        <Dialog.Trigger className="button button-small subject-level">
          {label} ({current}){' '}
          <span className="parent-visually-hidden">for {student.accountname}</span>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog-content">
            <Dialog.Title>
              {label} level for {student.accountname}
            </Dialog.Title>
            <Dialog.Description>
              Current level: {current}. Choose a level from 0 to {LEVEL_COUNT - 1}.
            </Dialog.Description>
            <div className="parent-form">
              <label htmlFor={fieldId}>New level</label>
              <select
                id={fieldId}
                value={chosen}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {Array.from({ length: LEVEL_COUNT }, (_, level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </select>
            </div>
            {error !== null && (
              <p className="parent-error" role="alert">
                {error}
              </p>
            )}
            <div className="dialog-actions">
              <Dialog.Close className="button">Cancel</Dialog.Close>
              <button
                type="button"
                className="button button-primary"
                onClick={change}
                disabled={busy || chosen === current}
              >
                Change Level
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Dialog.Root
        open={updatedTo !== null}
        onOpenChange={(next) => {
          if (!next) setUpdatedTo(null);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog-content">
            <Dialog.Title>Level Updated Successfully</Dialog.Title>
            <Dialog.Description>
              {student.accountname}’s {label} level is now {updatedTo}. The new level shows the next
              time {student.accountname} logs in.
            </Dialog.Description>
            <div className="dialog-actions">
              <Dialog.Close className="button button-primary">OK</Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
