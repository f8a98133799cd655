import { SUBJECT_SIGNS, type Subject } from '@mathcols/engine';
import type { StudentSession } from '@mathcols/api-client/protocol';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ProblemsLike } from '../student/problems-like';
import { SUBJECT_LABELS } from '../student/subject-labels';
import { studentLevel } from '../session/levels';
import {
  PRACTICE_SUBJECTS,
  practiceLevelsFor,
  quickQuizPath,
  type PracticeChoice,
} from './practice-subjects';

/** Props of {@link PracticePicker}. */
export interface PracticePickerProps {
  /** The signed-in student's session record (their level per subject). */
  session: StudentSession;
  /**
   * The choice to show first (e.g. the last one, after 'Change Level/Type').
   * @defaultValue multiplication at the student's multiplication level
   */
  initial?: PracticeChoice;
  /** 'Start Practice' was pressed with this choice. */
  onStart: (choice: PracticeChoice) => void;
}

/**
 * The practice picker: the category as four big radio buttons (Multiplication, Division,
 * Addition, Subtraction — arrow keys move between them), the level from a dropdown of the
 * engine's practice levels for that subject (the student's own level is marked and chosen
 * first, and stays chosen when the session's level changes until the child picks one) with the
 * chosen level's example under it ('Problems like 7 × 8', the list's description), 'Start
 * Practice', and a link to a quick quiz of the same subject and level. When shown again with
 * an `initial` choice (after 'Change Level/Type'), the chosen category takes focus.
 * @see spec §2 "Practice Problems", §9 "Practice levels: 1 up to current level +1"
 */
export function PracticePicker({ session, initial, onStart }: PracticePickerProps) {
  const id = useId();
  const checkedRadio = useRef<HTMLInputElement>(null);
  const cameBack = useRef(initial !== undefined);
  const [subject, setSubject] = useState<Subject>(initial?.subject ?? 'multiplication');
  // The level the child picked; until then (`undefined`) the student's own level, which follows
  // the session (a level a parent changed arrives after the picker is shown).
  const [level, setLevel] = useState<number | undefined>(initial?.level);
  const levels = practiceLevelsFor(session, subject);
  const ownLevel = studentLevel(session, subject);
  const chosenLevel = level !== undefined && levels.includes(level) ? level : ownLevel;

  useEffect(() => {
    // Back from 'Change Level/Type': the button that was pressed is gone, so focus the category.
    if (cameBack.current) checkedRadio.current?.focus();
    cameBack.current = false;
  }, []);

  const pickSubject = (next: Subject) => {
    setSubject(next);
    setLevel(undefined);
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    onStart({ subject, level: chosenLevel });
  };

  return (
    <form className="practice-picker" onSubmit={start}>
      <fieldset className="practice-categories">
        <legend>Choose a category</legend>
        <div className="practice-category-list">
          {PRACTICE_SUBJECTS.map((each) => (
            <label key={each} className="practice-category" data-subject={each}>
              <input
                type="radio"
                name={`${id}-category`}
                value={each}
                checked={subject === each}
                ref={subject === each ? checkedRadio : undefined}
                onChange={() => pickSubject(each)}
              />
              <span className="practice-category-sign" aria-hidden="true">
                {SUBJECT_SIGNS[each]}
              </span>
              <span className="practice-category-name">{SUBJECT_LABELS[each]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="practice-level-field">
        <label htmlFor={`${id}-level`}>Level</label>
        <select
          id={`${id}-level`}
          value={chosenLevel}
          aria-describedby={`${id}-example`}
          onChange={(event) => setLevel(Number(event.target.value))}
        >
          {levels.map((each) => (
            <option key={each} value={each}>
              {each === ownLevel ? `Level ${each} (your level)` : `Level ${each}`}
            </option>
          ))}
        </select>
        <ProblemsLike subject={subject} level={chosenLevel} id={`${id}-example`} />
      </div>
      <div className="student-actions">
        <button type="submit" className="button button-primary practice-start">
          Start Practice
        </button>
        <Link className="button" to={quickQuizPath({ subject, level: chosenLevel })}>
          Try a quick quiz
        </Link>
      </div>
    </form>
  );
}
