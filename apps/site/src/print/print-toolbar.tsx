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

/** One labelled choice of the toolbar: a `<select>` of `options`, reporting the chosen value. */
function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | number;
  options: readonly { value: string | number; text: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="print-choice">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </label>
  );
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
        <Choice
          label="Subject"
          value={subject}
          options={SUBJECTS.map((choice) => ({ value: choice, text: SUBJECT_LABELS[choice] }))}
          onChange={(value) => onChange({ ...request, subject: value as Subject, bug: undefined })}
        />
        <Choice
          label="Level"
          value={level}
          options={levelsFor(subject).map((choice) => ({
            value: choice.level,
            text: `${choice.level}: ${choice.title}`,
          }))}
          onChange={(value) => pick({ level: Number(value) })}
        />
        <Choice
          label="Problems"
          value={count}
          options={[...new Set([...COUNT_CHOICES, count])]
            .sort((x, y) => x - y)
            .map((choice) => ({ value: choice, text: String(choice) }))}
          onChange={(value) => pick({ count: Number(value) })}
        />
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
