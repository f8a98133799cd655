import type { ErrorReport } from '@mathcols/api-client';
import type {
  Answers,
  GridRow,
  RawProblem,
  Subject,
  WorksheetLayout,
  WorksheetState,
} from '@mathcols/engine';

type DigitAt = (key: string) => string | undefined;

/** A row's digits left to right: text cells as printed, boxes as `digitAt` says, blanks as '_'. */
function rowText(row: GridRow, digitAt: DigitAt): string {
  const chars = row.cells.map((cell) =>
    cell.kind === 'text' ? cell.text : (digitAt(cell.key) ?? ' '),
  );
  return chars.join('').trim().replaceAll(' ', '_');
}

const boxRows = (layout: WorksheetLayout) =>
  layout.rows.filter((row) => row.cells.some((cell) => cell.kind === 'box'));

/**
 * The written result and working of a worksheet, read from the grid as `digitAt` fills it:
 * `answer` is the answer row (sum, difference, product; for division the quotient, with
 * ' R ' and the last subtraction's row when it has boxes), `calculation` every row with boxes
 * as 'Label: digits', joined by '; '. No arithmetic: the digits are only read.
 */
function written(layout: WorksheetLayout, digitAt: DigitAt) {
  const rows = boxRows(layout);
  const answerRow = rows.find((row) => row.kind === 'answer' || row.kind === 'quotient');
  let answer = answerRow ? rowText(answerRow, digitAt) : '';
  if (answerRow?.kind === 'quotient') {
    const remainderRow = rows.filter((row) => row.kind === 'subtract').at(-1);
    const remainder = remainderRow ? rowText(remainderRow, digitAt) : '';
    if (remainder !== '') answer += ` R ${remainder}`;
  }
  const calculation = rows.map((row) => `${row.label}: ${rowText(row, digitAt)}`).join('; ');
  return { answer, calculation };
}

const childDigit = (answers: Answers) => (key: string) => answers[key]?.toString();

/** Props of {@link errorReportFor}. */
export interface ErrorReportInput {
  subject: Subject;
  /** The assignment's level, 0–19. */
  level: number;
  /** The question as served. */
  problem: RawProblem;
  /** The worksheet right after the wrong submission (its box answers go with the report). */
  worksheet: Pick<WorksheetState, 'layout' | 'answers'>;
  /** Wrong attempts so far (1 at the first wrong submission). */
  errorCount: number;
}

/**
 * The report of a wrongly answered assignment question (`reportError`): the child's written
 * answer and working, and the correct ones (the engine's expected digit of each box), as text,
 * with the child's box answers, for the server to name the procedural bug behind the mistake
 * (issue 12).
 * @see spec §7 `student.mathreporterror`, §6 (sent from assignments only)
 */
export function errorReportFor({
  subject,
  level,
  problem,
  worksheet,
  errorCount,
}: ErrorReportInput): ErrorReport {
  const expected = new Map(worksheet.layout.boxes.map((box) => [box.key, box.expected]));
  return {
    subject,
    level,
    problem,
    errorCount,
    given: written(worksheet.layout, childDigit(worksheet.answers)),
    correct: written(worksheet.layout, (key) => expected.get(key)?.toString()),
    answers: worksheet.answers,
  };
}
