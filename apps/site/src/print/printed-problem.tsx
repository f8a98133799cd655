import { problemText, type Answers, type RawProblem, type WorksheetLayout } from '@mathcols/engine';
import { DigitGrid } from '@mathcols/react';

/** Props of {@link PrintedProblem}. */
export interface PrintedProblemProps {
  /** 1-based, as printed before the problem. */
  number: number;
  problem: RawProblem;
  layout: WorksheetLayout;
  /** The digits shown in the boxes: none on the child's sheet, the worked answers on the key. */
  answers: Answers;
  /** Under the answer key's work: the problem and its answer, e.g. "612 ÷ 3 = 204". */
  answerLine?: string;
}

const ignore = () => undefined;

/**
 * One problem of a printed sheet: its number and the engine's digit-box grid (the same layout
 * the worksheet on screen uses), read-only and never focused; on the answer key, the filled-in
 * column work and an answer line. A printed problem never splits across two pages.
 * @see issue 12 "Print"
 */
export function PrintedProblem({
  number,
  problem,
  layout,
  answers,
  answerLine,
}: PrintedProblemProps) {
  const text = problemText(problem);
  return (
    <li className="print-problem">
      <span className="print-problem-number" aria-hidden="true">
        {number}.
      </span>
      <DigitGrid
        layout={layout}
        answers={answers}
        readOnly
        // The grid focuses its first box by default; a printed sheet must not.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={false}
        label={answerLine ? `Answer ${number}: ${answerLine}` : `Problem ${number}: ${text}`}
        onEnterDigit={ignore}
        onClearBox={ignore}
      />
      {answerLine && <p className="print-answer-line">{`${number}. ${answerLine}`}</p>}
    </li>
  );
}
