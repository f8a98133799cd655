import { SUBJECTS, levelsFor, type Subject } from '@mathcols/engine';
import { bugInfo } from '@mathcols/engine/diagnosis';
import { SUBJECT_LABELS } from '../student/subject-labels';
import { PRINT_COUNT_MAX, randomSeed, type PrintRequest } from './print-request';

/** The problem counts the toolbar offers (any 1 … 30 works in the address). */
const COUNT_CHOICES = [6, 12, 20, PRINT_COUNT_MAX] as const;

/** Props of {@link PrintToolbar}. */
export interface PrintToolbarProps {
  /** The sheet on show. */
  request: PrintRequest;
  /**
   * Shows another sheet: the request with what changed (a new subject drops the trouble spot,
   * which belongs to the old one; 'New problems' gives a new seed).
   */
  onChange: (next: PrintRequest) => void;
  /** Opens the browser's print dialog. */
  onPrint: () => void;
}

/**
 * The print view's toolbar (on screen only): 'Print worksheet', 'New problems', and the sheet's
 * subject, level (with what it practises, 'Level 3: 2-digit + 1-digit, one carry'), number
 * of problems and whether the answer key prints, so a parent or teacher makes any sheet here
 * without another page. For a practice
 * sheet it names the trouble spot.
 * @see issue 12 "Print"
 */
export function PrintToolbar({ request, onChange, onPrint }: PrintToolbarProps) {
  const { subject, level, count, bug } = request;
  const pick = (next: Partial<PrintRequest>) => onChange({ ...request, ...next });
  return (
    <div className="print-toolbar" role="group" aria-label="Worksheet printing">
      <button type="button" className="button button-primary" onClick={onPrint}>
        Print worksheet
      </button>
      <button type="button" className="button" onClick={() => pick({ seed: randomSeed() })}>
        New problems
      </button>
      <div className="print-choices">
        <label className="print-choice">
          Subject
          <select
            value={subject}
            onChange={(event) =>
              onChange({ ...request, subject: event.target.value as Subject, bug: undefined })
            }
          >
            {SUBJECTS.map((choice) => (
              <option key={choice} value={choice}>
                {SUBJECT_LABELS[choice]}
              </option>
            ))}
          </select>
        </label>
        <label className="print-choice">
          Level
          <select value={level} onChange={(event) => pick({ level: Number(event.target.value) })}>
            {levelsFor(subject).map((choice) => (
              <option key={choice.level} value={choice.level}>
                {choice.level}: {choice.title}
              </option>
            ))}
          </select>
        </label>
        <label className="print-choice">
          Problems
          <select value={count} onChange={(event) => pick({ count: Number(event.target.value) })}>
            {[...new Set([...COUNT_CHOICES, count])]
              .sort((a, b) => a - b)
              .map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
          </select>
        </label>
        <label className="print-choice print-key-choice">
          <input
            type="checkbox"
            checked={request.answerKey}
            onChange={(event) => pick({ answerKey: event.target.checked })}
          />
          Answer key
        </label>
      </div>
      {bug && (
        <p className="print-tip print-bug">
          A practice sheet for the trouble spot “{bugInfo(bug).name}”: every problem needs the step
          it is about.
        </p>
      )}
      <p className="print-tip">
        {request.answerKey
          ? 'The answer key prints on its own page after the problems.'
          : 'Only the problems print, without the answer key.'}
      </p>
    </div>
  );
}
