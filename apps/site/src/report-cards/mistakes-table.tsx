import { useId } from 'react';
import type { ReportedMistake } from './student-report';
import { REPORT_CARDS_TEXT } from './report-cards-text';
import { answerWasRight, writtenAnswer } from './written-answer';

/** How many reported mistakes the page lists (the server sends up to 50). */
export const MISTAKES_SHOWN = 10;

/** 'Mar 7' in the parent's time zone. */
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** Props of {@link MistakesTable}. */
export interface MistakesTableProps {
  /** The reported mistakes, newest first. */
  mistakes: readonly ReportedMistake[];
  /** The child's first name, for the caption. */
  firstName: string;
}

/**
 * The child's latest reported mistakes (at most {@link MISTAKES_SHOWN}, newest first) as a
 * table: Date, Question ('47 + 38', with 'Likely cause: Forgets to carry' under it when the
 * server named the procedural bug behind it), Answer given, Correct answer — or 'No mistakes
 * reported'. Four columns, so the table fits a phone. Answers read without the zeros a child
 * left before a number ({@link writtenAnswer}); a given answer that is right is not struck
 * through but says the slip was in the working.
 * @see spec §2 "Report Cards", §7 `student.mathreporterror`
 */
export function MistakesTable({ mistakes, firstName }: MistakesTableProps) {
  const titleId = useId();
  const { errorColumns: columns } = REPORT_CARDS_TEXT;
  const shown = mistakes.slice(0, MISTAKES_SHOWN);
  return (
    <section className="report-mistakes" aria-labelledby={titleId}>
      <h3 id={titleId}>{REPORT_CARDS_TEXT.errorsTitle}</h3>
      {mistakes.length === 0 ? (
        <p className="report-mistakes-none">{REPORT_CARDS_TEXT.noErrors}</p>
      ) : (
        <table className="report-mistakes-table">
          <caption className="mc-visually-hidden">
            {REPORT_CARDS_TEXT.errorsCaption(firstName)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{columns.date}</th>
              <th scope="col">{columns.question}</th>
              <th scope="col">{columns.answer}</th>
              <th scope="col">{columns.correct}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((mistake, index) => (
              <tr key={`${index}:${mistake.createdAt}`} data-subject={mistake.subject}>
                <td>{dayFormat.format(new Date(mistake.createdAt))}</td>
                <td className="report-mistakes-question">
                  {mistake.question}
                  {mistake.bugs.length > 0 && (
                    <span className="report-mistakes-cause">
                      {REPORT_CARDS_TEXT.errorCause}: {REPORT_CARDS_TEXT.errorCauses(mistake.bugs)}
                    </span>
                  )}
                </td>
                {answerWasRight(mistake.answer, mistake.correct) ? (
                  <td className="report-mistakes-right">
                    {writtenAnswer(mistake.answer)}
                    <span className="report-mistakes-cause">{REPORT_CARDS_TEXT.rightAnswer}</span>
                  </td>
                ) : (
                  <td className="report-mistakes-given">{writtenAnswer(mistake.answer)}</td>
                )}
                <td className="report-mistakes-correct">{writtenAnswer(mistake.correct)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
