import type { StudentData } from '@mathcols/api-client/protocol';
import { WIRE_SUBJECTS } from '@mathcols/api-client/protocol';
import type { Subject } from '@mathcols/engine';
import { FormDialog, ScheduleEditor } from '@mathcols/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { subjectList } from '../assignments/assignment-texts';
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
  /**
   * Called when the dialog closes after saving, with every subject saved since it opened (by
   * Save or by Done), in the dialog's order: the page says so once the dialog is gone.
   */
  onSaved: (subjects: readonly Subject[]) => void;
  /** Opens the dialog on the first render (as a press of 'Schedule' would). @defaultValue false */
  openAtStart?: boolean;
}

/** Each subject's days as the parent has picked them but not saved yet. */
type Drafts = Partial<Record<Subject, string>>;

/** `text` with a full stop ('Failed to update schedule.') unless it already ends a sentence. */
function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * What the dialog says when a save failed: the client's catalogue text (`reason`, e.g. 'Failed
 * to update schedule', or the server's reason), then what was not saved, for whom, that nothing
 * changed (one `updateStudent` call saves them all or none), and how to try again.
 * - Done (or Escape) with `subjects` changed: 'Failed to update schedule. The schedule for sam
 *   was not saved, so nothing changed: Multiplication and Division keep their old days. The days
 *   you picked are still here; press Done to try again.'
 * - One subject's Save: 'Failed to update schedule. The Division schedule for sam was not saved,
 *   so nothing changed. The days you picked are still here; press Save to try again.'
 * @param reason - the failed call's text (`errorText`)
 * @param handle - the student's account name, as the dialog's title shows it
 * @param subjects - the subjects the call carried, in the dialog's order
 * @param by - which button saved them
 * @see spec §8 "Students" ('Failed to update schedule')
 */
export function scheduleNotSaved(
  reason: string,
  handle: string,
  subjects: readonly Subject[],
  by: 'done' | 'save',
): string {
  const [only] = subjects;
  const notSaved =
    by === 'save' && subjects.length === 1 && only !== undefined
      ? `The ${SUBJECT_LABELS[only]} schedule for ${handle} was not saved, so nothing changed.`
      : `The schedule for ${handle} was not saved, so nothing changed: ${subjectList(subjects)} ` +
        `${subjects.length === 1 ? 'keeps its' : 'keep their'} old days.`;
  const button = by === 'done' ? 'Done' : 'Save';
  const retry = `The days you picked are still here; press ${button} to try again.`;
  return `${asSentence(reason)} ${notSaved} ${retry}`;
}

/**
 * The student's 'Schedule' button and its dialog (`FormDialog`): one `ScheduleEditor` per
 * subject (addition, subtraction, multiplication, division), each saved on its own with
 * `updateStudent(…, { mathschedule })` (the other subjects' schedules are sent unchanged), and
 * 'Done', which saves every subject still changed — in one `updateStudent` — and then closes.
 * Closing never drops days the parent picked: Done, Escape and a click outside save every
 * subject still changed first (a parent who pressed the days, then Escape, has them saved, not
 * silently lost). A failed save shows 'Failed to update schedule' in the dialog's alert region,
 * followed by what was not saved for whom ({@link scheduleNotSaved}: nothing changed, as one call
 * saves every subject or none), keeps the dialog open and the drafts, so Done (or Save) tries
 * again; Escape or a click outside then closes it without them (so no parent is held in it while
 * offline). With nothing changed they just close. A subject's Save says so under its editor
 * ('Addition schedule saved.', a status region in the dialog: the page's toast covered the
 * dialog's title); the page hears of every subject saved (`onSaved`) when the dialog closes.
 * @see spec §2 "Configure Students", §4 "Schedule editing", §7 "student.update", §8 "Students"
 */
export function ScheduleDialog({
  student,
  onOpen,
  onSaved,
  openAtStart = false,
}: ScheduleDialogProps) {
  const api = useApiClient();
  const [open, setOpen] = useState(openAtStart);
  const [error, setError] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [saving, setSaving] = useState(false);
  // Subjects saved since the dialog opened: each says so under its editor, the page on closing.
  const [saved, setSaved] = useState<readonly Subject[]>([]);
  const savedDays = (subject: Subject) => student.mathschedule[subject]?.schedule ?? '';
  const unsaved = WIRE_SUBJECTS.filter(
    (subject) => drafts[subject] !== undefined && drafts[subject] !== savedDays(subject),
  );

  /** Saves `changes` in one call (`by` Save or Done); true when it worked, else says why not. */
  const store = async (changes: Drafts, by: 'done' | 'save'): Promise<boolean> => {
    setError(null);
    const entries = Object.entries(changes).map(([subject, schedule]) => [subject, { schedule }]);
    try {
      // Only the subjects changed here: the server keeps the others as stored.
      await api.updateStudent(student.accountname, { mathschedule: Object.fromEntries(entries) });
    } catch (failure) {
      const reason = errorText(failure, API_ERROR_MESSAGES.updateScheduleFailed);
      const subjects = WIRE_SUBJECTS.filter((subject) => subject in changes);
      setError(scheduleNotSaved(reason, student.accountname, subjects, by));
      return false;
    }
    setDrafts((previous) => {
      const next = { ...previous };
      for (const subject of Object.keys(changes) as Subject[]) delete next[subject];
      return next;
    });
    const all = WIRE_SUBJECTS.filter((subject) => subject in changes || saved.includes(subject));
    setSaved(all);
    // Done closes the dialog at once: the page says what was saved.
    if (by === 'done') onSaved(all);
    return true;
  };

  const save = async (subject: Subject, schedule: string) => {
    await store({ [subject]: schedule }, 'save');
  };

  // Opened at start: the page hears of it as of any opening (the FTUE step).
  const openedAtStart = useRef(openAtStart);
  useEffect(() => {
    if (!openedAtStart.current) return;
    openedAtStart.current = false;
    onOpen();
  }, [onOpen]);

  /** Saves every subject still changed in one call, then closes (stays open on a failure). */
  const saveUnsavedAndClose = () => {
    if (saving) return;
    setSaving(true);
    const changes = Object.fromEntries(unsaved.map((subject) => [subject, drafts[subject]]));
    void store(changes, 'done').then((stored) => {
      setSaving(false);
      if (stored) setOpen(false);
    });
  };

  const done = (event: FormEvent<HTMLFormElement>) => {
    // Nothing left to save: the dialog closes (onOpenChange says what was saved).
    if (unsaved.length === 0) return;
    event.preventDefault();
    saveUnsavedAndClose();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setError(null);
          setDrafts({});
          setSaved([]);
          onOpen();
        } else if (unsaved.length > 0 && error === null) {
          // Escape or a click outside with days picked but not saved: kept, as Done keeps them.
          // After a failed save (offline, say) it closes: the parent is not held in the dialog.
          saveUnsavedAndClose();
          return;
        } else if (saved.length > 0) {
          onSaved(saved);
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
      onSubmit={done}
      busy={saving}
    >
      <div className="schedule-editors">
        {WIRE_SUBJECTS.map((subject) => (
          <div key={subject}>
            <ScheduleEditor
              subject={SUBJECT_LABELS[subject]}
              savedValue={savedDays(subject)}
              value={drafts[subject] ?? savedDays(subject)}
              onValueChange={(schedule) =>
                setDrafts((previous) => ({ ...previous, [subject]: schedule }))
              }
              onSave={(schedule) => save(subject, schedule)}
            />
            {/* Said here, by its Save: a page toast would cover the dialog's title. */}
            <p role="status" className="parent-success schedule-saved">
              {saved.includes(subject) && !unsaved.includes(subject)
                ? `${SUBJECT_LABELS[subject]} schedule saved.`
                : ''}
            </p>
          </div>
        ))}
      </div>
    </FormDialog>
  );
}
