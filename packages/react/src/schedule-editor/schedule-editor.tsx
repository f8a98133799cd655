import {
  DAY_LETTERS,
  DAY_NAMES,
  describeSchedule,
  formatSchedule,
  isEveryDay,
  isWeekdays,
  parseSchedule,
  scheduleChanged,
  toggleDay,
  toggleEveryDay,
  toggleWeekdays,
  type DayLetter,
} from '@mathcols/engine';
import { clsx } from 'clsx/lite';
import { useId, useState, type ReactNode } from 'react';
import { useScheduleDraft } from './use-schedule-draft';

/** Texts of the schedule editor. 'Weekday' and 'Every Day' are the spec's. @see spec §4 */
export const SCHEDULE_EDITOR_TEXT = {
  weekday: 'Weekday',
  everyDay: 'Every Day',
  save: 'Save',
  saving: 'Saving...',
  /** The accessible name of the editor's group, e.g. 'Addition schedule'. */
  groupName: (subject: string) => `${subject} schedule`,
} as const;

/**
 * What a day toggle shows: the first two letters of the day's name (Su Mo Tu We Th Fr Sa),
 * not the wire letter (s m t w r f a), which reads as a puzzle ('r' for Thursday, 'a' for
 * Saturday). The toggle's accessible name stays the full name ('Thursday').
 * @see spec §9 "Weekday codes s m t w r f a" (the wire format, unchanged)
 */
export const DAY_SHORT_LABELS: Readonly<Record<DayLetter, string>> = Object.freeze(
  Object.fromEntries(DAY_LETTERS.map((day) => [day, DAY_NAMES[day].slice(0, 2)])) as Record<
    DayLetter,
    string
  >,
);

/** Props of {@link ScheduleEditor}. Schedules are strings of day letters s m t w r f a. */
export interface ScheduleEditorProps {
  /** The subject's label, e.g. 'Addition'; the group is named '{subject} schedule'. */
  subject: string;
  /**
   * The schedule as last saved, e.g. `'mwf'` (any order). Save is enabled only while the draft
   * has different days. An uncontrolled draft restarts from it whenever it changes.
   */
  savedValue: string;
  /** The draft schedule, for a controlled editor; pair with `onValueChange`. */
  value?: string;
  /**
   * The first draft of an uncontrolled editor.
   * @defaultValue `savedValue`
   */
  defaultValue?: string;
  /** Called with the new draft, in canonical order (s m t w r f a), on every toggle. */
  onValueChange?: (schedule: string) => void;
  /**
   * Called by Save with the draft in canonical order. If it returns a promise, the editor
   * shows 'Saving...' until it settles; a rejection only ends that state, so report the error
   * yourself (spec §8 'Failed to update schedule').
   */
  onSave: (schedule: string) => void | Promise<void>;
  /**
   * Shows 'Saving...' and disables Save; overrides the editor's own tracking of `onSave`.
   * @defaultValue whether a promise returned by `onSave` is still pending
   */
  saving?: boolean;
  /** Extra class on the root element (`mc-schedule`). */
  className?: string;
}

/** Whether `value` is a promise-like (what `onSave` may return). */
function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

interface ToggleProps {
  on: boolean;
  className: string;
  onToggle: () => void;
  children: ReactNode;
  day?: DayLetter;
}

/** A toggle button: `aria-pressed`, `data-state="on|off"`, and a check mark while on. */
function Toggle({ on, className, onToggle, children, day }: ToggleProps) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      data-state={on ? 'on' : 'off'}
      data-day={day}
      onClick={onToggle}
    >
      <span className="mc-schedule-check" aria-hidden="true">
        {on ? '✓' : ''}
      </span>
      {children}
    </button>
  );
}

/**
 * Edits one subject's weekly schedule: seven day toggles (showing Su Mo Tu We Th Fr Sa, see
 * {@link DAY_SHORT_LABELS}; named 'Sunday' … 'Saturday'), the 'Weekday' and 'Every Day' presets, a summary of the draft
 * ('Mon, Wed, Fri') and Save, enabled only while the draft differs from `savedValue`.
 *
 * Every rule comes from `@mathcols/engine` (`toggleDay`, `toggleWeekdays`, `toggleEveryDay`,
 * `scheduleChanged`, `describeSchedule`). The draft is controlled (`value` + `onValueChange`)
 * or uncontrolled (`defaultValue`). Pressed toggles show a check mark, a fill, a heavier border
 * and bold text, and expose `aria-pressed` and `data-state="on|off"`; the preset buttons are
 * pressed while the draft is exactly their preset. The root carries `data-changed` and
 * `data-saving` ("true" / "false").
 * @throws RangeError (from `parseSchedule`) when `savedValue`, `value` or `defaultValue` holds
 *   anything but day letters.
 * @see spec §4 "Schedule editing", §3 "Schedule", §9 "Weekday codes s m t w r f a"
 */
export function ScheduleEditor({
  subject,
  savedValue,
  value,
  defaultValue,
  onValueChange,
  onSave,
  saving,
  className,
}: ScheduleEditorProps) {
  const [draft, setDraft] = useScheduleDraft({ savedValue, value, defaultValue, onValueChange });
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const days = parseSchedule(draft);
  const changed = scheduleChanged(savedValue, days);
  const busy = saving ?? pending;
  const ready = changed && !busy;

  // Only while Save is ready: the draft changed and no save is pending.
  function save() {
    const result = onSave(formatSchedule(days));
    if (!isThenable(result)) return;
    setPending(true);
    const done = () => setPending(false);
    result.then(done, done);
  }

  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className={clsx('mc-schedule', className)}
      data-changed={changed}
      data-saving={busy}
    >
      <p id={titleId} className="mc-schedule-title">
        {SCHEDULE_EDITOR_TEXT.groupName(subject)}
      </p>
      <div className="mc-schedule-days">
        {DAY_LETTERS.map((day) => (
          <Toggle
            key={day}
            day={day}
            on={days.has(day)}
            className="mc-schedule-day"
            onToggle={() => setDraft(toggleDay(days, day))}
          >
            <span className="mc-schedule-letter" aria-hidden="true">
              {DAY_SHORT_LABELS[day]}
            </span>
            <span className="mc-visually-hidden">{DAY_NAMES[day]}</span>
          </Toggle>
        ))}
      </div>
      <p className="mc-schedule-summary" role="status">
        {describeSchedule(days)}
      </p>
      <div className="mc-schedule-actions">
        <Toggle
          on={isWeekdays(days)}
          className="mc-schedule-preset"
          onToggle={() => setDraft(toggleWeekdays(days))}
        >
          {SCHEDULE_EDITOR_TEXT.weekday}
        </Toggle>
        <Toggle
          on={isEveryDay(days)}
          className="mc-schedule-preset"
          onToggle={() => setDraft(toggleEveryDay(days))}
        >
          {SCHEDULE_EDITOR_TEXT.everyDay}
        </Toggle>
        <button
          type="button"
          className="mc-button mc-schedule-save"
          // `aria-disabled`, not `disabled`: pressed by keyboard, Save keeps the focus.
          aria-disabled={!ready}
          onClick={ready ? save : undefined}
        >
          {busy ? SCHEDULE_EDITOR_TEXT.saving : SCHEDULE_EDITOR_TEXT.save}
        </button>
      </div>
    </div>
  );
}
