import { LEVEL_COUNT, levelsFor, type Subject } from '@mathcols/engine';
import type { StudentData } from '@mathcols/api-client/protocol';
import { FormDialog } from '@mathcols/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SUBJECT_LABELS } from '../student/subject-labels';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { DIALOG_CLASSES } from '../dialogs/dialog-classes';
import { levelNumber } from '../session/levels';
import { useServerCall } from './use-server-call';
import { Handle } from './student-name';

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
 * A subject button 'Subject (level)', e.g. 'Addition (3)', and its dialog (`FormDialog`) to
 * pick a level 0–19 with 'Cancel' and 'Change Level', which is disabled while the chosen level
 * equals the current one. Each level is listed with its curriculum title ('7: 3-digit +
 * 2-digit, carry through a 9'), and the chosen level's description (what the child will
 * practise) shows under the list, so a parent never picks a bare number. On success a second
 * dialog, 'Level Updated Successfully' with 'OK', says the level shows at the student's next
 * login (the button shows the new level once the client has updated the session); a failure
 * shows 'Failed to update student level. Please try again.' in the dialog's alert region.
 * The success dialog has no trigger of its own, so closing it returns focus to the subject
 * button by hand.
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
  const levels = levelsFor(subject);
  const subjectButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);

  // Once the success dialog has closed (its focus trap is off), back to the subject button.
  useEffect(() => {
    if (refocus && updatedTo === null) subjectButton.current?.focus();
  }, [refocus, updatedTo]);

  const change = async (event: FormEvent) => {
    event.preventDefault();
    const result = await run(
      () =>
        api.updateStudent(student.accountname, {
          // Only this subject: the server keeps the others as stored, levels the student
          // earned since this page loaded included.
          mathlevels: { [subject]: { level: String(chosen) } },
        }),
      API_ERROR_MESSAGES.updateLevelFailed,
    );
    if (!result.ok) return;
    setOpen(false);
    setUpdatedTo(chosen);
    setRefocus(false);
  };

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          if (next) {
            setChosen(current);
            setError(null);
          }
          setOpen(next);
        }}
        trigger={
          <button ref={subjectButton} type="button" className="button button-small subject-level">
            {label} ({current}){' '}
            <span className="mc-visually-hidden">for {student.accountname}</span>
          </button>
        }
        classNames={{ ...DIALOG_CLASSES, error: 'parent-error' }}
        title={
          <>
            {label} level for <Handle name={student.accountname} />
          </>
        }
        description={`Current level: ${current}. Choose a level from 0 to ${LEVEL_COUNT - 1}.`}
        error={error}
        cancelLabel="Cancel"
        submitLabel="Change Level"
        onSubmit={change}
        busy={busy}
        submitDisabled={chosen === current}
      >
        <div className="parent-form">
          <label htmlFor={fieldId}>New level</label>
          <select
            id={fieldId}
            value={chosen}
            aria-describedby={`${fieldId}-about`}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {levels.map(({ level, title }) => (
              <option key={level} value={level}>
                {level}: {title}
              </option>
            ))}
          </select>
          <p id={`${fieldId}-about`} className="parent-level-about">
            {levels[chosen]?.description}
          </p>
        </div>
      </FormDialog>
      <FormDialog
        open={updatedTo !== null}
        onOpenChange={(next) => {
          if (next) return;
          setUpdatedTo(null);
          setRefocus(true);
        }}
        returnFocus={false}
        classNames={DIALOG_CLASSES}
        title="Level Updated Successfully"
        description={
          <>
            <Handle name={student.accountname} suffix="’s" /> {label} level is now {updatedTo}. The
            new level shows the next time <Handle name={student.accountname} /> logs in. A set
            already started stays at its level until it is finished.
          </>
        }
        submitLabel="OK"
      />
    </>
  );
}
