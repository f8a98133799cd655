import { DAY_NAMES, SUBJECT_SIGNS, type DayLetter, type Subject } from '@mathcols/engine';
import { useId } from 'react';
import { useTabDraft } from '../hooks/use-tab-draft';
import type { WeekDayPlan } from '../session/assignments-due';
import { ASSIGNMENT_TEXT, subjectName } from './assignment-texts';
import { RedoDialog } from './redo-dialog';
import { StartButton } from './start-control';
import type { StartAssignment } from './use-start-assignment';

/** Props of {@link ExtraWork}. */
export interface ExtraWorkProps {
  /** The whole week's subjects by day (`weekPlan`). */
  week: readonly WeekDayPlan[];
  /** Today's day letter, to mark today's row. */
  today: DayLetter;
  /** Subjects completed today: starting one again asks first ({@link RedoDialog}). */
  doneToday: readonly Subject[];
  /** The page's starter (from `useStartAssignment`). */
  starter: StartAssignment;
}

/**
 * A chip's words: the sign, the subject name, and for screen readers 'Start' before it and the
 * day after it ('Start Addition, Monday'), so a list of the week's buttons tells them apart.
 */
function ChipLabel({ subject, day }: { subject: Subject; day: DayLetter }) {
  const name = subjectName(subject);
  // The name as one text: pieces of hidden text around the visible name made browsers say
  // 'Start Addition , Monday' (a space before the comma).
  return (
    <>
      <span className="week-chip-face" aria-hidden="true">
        <span className="week-chip-sign">{SUBJECT_SIGNS[subject]}</span>
        {name}
      </span>
      <span className="mc-visually-hidden">{`Start ${name}, ${DAY_NAMES[day]}`}</span>
    </>
  );
}

/**
 * The 'I want to do extra work' switch (premium students only) and, while it is on, the whole
 * week's subjects by day, each a button in the subject's colour named 'Start Addition, Monday'
 * (the word 'Start' and the day are for screen readers; the row says what the buttons do). A
 * subject already completed today asks "You already completed today's work!" first. The switch
 * stays as the child left it in this tab (coming back from a subject started there), until
 * sign-out.
 * @see spec §2 "Assignments" ("'I want to do extra work' toggle shows the whole week's subjects
 *   by day"), §6 (free students do not see the toggle)
 */
export function ExtraWork({ week, today, doneToday, starter }: ExtraWorkProps) {
  // Kept in the tab: a child who starts a subject from the week and comes back finds it open.
  const [on, setOn] = useTabDraft('extra-work', false, (value) =>
    typeof value === 'boolean' ? value : null,
  );
  const id = useId();
  return (
    <section className="extra-work" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mc-visually-hidden">
        Extra work
      </h2>
      <label className="extra-work-toggle">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-controls={on ? `${id}-week` : undefined}
          onChange={(event) => {
            const { checked } = event.target;
            setOn(() => checked);
          }}
        />
        <span className="extra-work-track" aria-hidden="true" />
        {ASSIGNMENT_TEXT.extraWork}
      </label>
      {on && (
        <div id={`${id}-week`} className="extra-work-week">
          <p className="extra-work-lead">Pick any subject from your week to start it.</p>
          <ul className="week-list">
            {week.map(({ day, subjects }) => (
              <li key={day} className="week-day" data-today={day === today || undefined}>
                <h3 className="week-day-name">
                  {DAY_NAMES[day]}
                  {day === today && <span className="week-day-today"> (today)</span>}
                </h3>
                <ul className="week-day-subjects">
                  {subjects.map((subject) => {
                    const spot = `week-${day}-${subject}`;
                    return (
                      <li key={subject} data-subject={subject}>
                        {doneToday.includes(subject) ? (
                          <RedoDialog
                            subject={subject}
                            spot={spot}
                            starter={starter}
                            className="week-chip"
                          >
                            <ChipLabel subject={subject} day={day} />
                          </RedoDialog>
                        ) : (
                          <StartButton
                            subject={subject}
                            spot={spot}
                            starter={starter}
                            className="week-chip"
                          >
                            <ChipLabel subject={subject} day={day} />
                          </StartButton>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
