import {
  curriculumLevel,
  generateProblems,
  layoutProblem,
  problemText,
  solveProblem,
  workedAnswers,
} from '@mathcols/engine';
import { bugInfo, bugPractice, correctAnswerText } from '@mathcols/engine/diagnosis';
import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { SUBJECT_LABELS } from '../student/subject-labels';
import { paperLayout } from './paper-layout';
import { PrintedProblem } from './printed-problem';
import type { PrintRequest } from './print-request';

/** Props of {@link PrintSheet}. */
export interface PrintSheetProps {
  request: PrintRequest;
}

/**
 * A printable worksheet and its answer key, both from the engine: the request's problems
 * (`generateProblems`, so a seed always gives the same sheet), each laid out with the digit-box
 * grid the screen uses. First the child's pages — the subject and level, a line for the name
 * and the date, the problems with empty boxes in columns — then, from a new page, the answer
 * key: the same problems with the column work filled in as a careful child writes it (carries,
 * borrows, partial products, long-division steps; `workedAnswers`; a long multiplication has no
 * shared carry row on paper, see {@link paperLayout}) and each answer written out
 * ("612 ÷ 3 = 204", "47 ÷ 5 = 9 r 2"). A level with fewer different problems than asked for
 * (multiplication level 0 has 16 facts) gives all it has, and says so above the sheet. A
 * practice sheet for a trouble spot (`request.bug`) holds the engine's `bugPractice`: problems
 * on which that mistake gives a wrong answer, from the level asked for or, when it cannot show
 * the mistake often enough, the level the engine took (said above the sheet); its first page
 * reminds the child of the bug's hint. Without `answerKey` the key is left out (the problems
 * alone, to save paper). Tab skips the read-only boxes.
 * @see issue 12 "Print"
 */
export function PrintSheet({ request }: PrintSheetProps) {
  const { subject, count, seed, bug } = request;
  const { level, sheet } = useMemo(() => {
    const { level: taken, problems } = bug
      ? bugPractice({ subject, level: request.level, bug, count, seed })
      : { level: request.level, problems: generateProblems(subject, request.level, count, seed) };
    return {
      level: taken,
      sheet: problems.map((problem) => {
        const layout = paperLayout(layoutProblem(solveProblem(problem)));
        const worked = workedAnswers(layout);
        return {
          problem,
          layout,
          worked,
          answerLine: `${problemText(problem)} = ${correctAnswerText(problem)}`,
        };
      }),
    };
  }, [subject, request.level, count, seed, bug]);
  const title = `${SUBJECT_LABELS[subject]} · Level ${level}`;
  // Every problem's cell is as wide as the widest grid of the sheet (print boxes are 2 rem
  // with a 0.375 rem gap; the operator sign or the divisor needs about two more columns).
  const widest = Math.max(...sheet.map(({ layout }) => layout.columns));
  const columnsStyle = {
    '--print-problem-width': `${((widest + 2) * 2.4 + 1.5).toFixed(1)}rem`,
  } as CSSProperties;
  const levelTitle = curriculumLevel(subject, level).title;
  const problems = `${sheet.length} ${sheet.length === 1 ? 'problem' : 'problems'}`;
  const article = useRef<HTMLElement>(null);
  // The boxes are read-only paper: Tab skips them (hundreds of stops between the toolbar and the
  // page's end), while a screen reader still reads them.
  useLayoutEffect(() => {
    for (const box of article.current?.querySelectorAll('input') ?? []) box.tabIndex = -1;
  }, [sheet]);

  return (
    <>
      {level !== request.level && (
        <p className="print-tip print-short">
          Level {request.level} has too few problems where this mistake can happen, so these come
          from Level {level}.
        </p>
      )}
      {sheet.length < count && (
        <p className="print-tip print-short">
          {bug
            ? `Only ${sheet.length} problems of Level ${level} can show this mistake`
            : `Level ${level} has only ${sheet.length} different problems`}
          , so the sheet has {sheet.length}.
        </p>
      )}
      <article
        ref={article}
        className="print-sheet"
        data-subject={subject}
        aria-label={`${title} worksheet`}
      >
        <section className="print-part print-questions" aria-labelledby="print-title">
          <header className="print-header">
            <h1 id="print-title">{title}</h1>
            <p className="print-level-title">{levelTitle}</p>
            {bug && <p className="print-remember">Remember: {bugInfo(bug).hint}</p>}
            <p className="print-name-date">
              <span>Name: ______________________</span>
              <span>Date: ____________</span>
            </p>
          </header>
          <ol className="print-problems" style={columnsStyle}>
            {sheet.map(({ problem, layout }, index) => (
              <PrintedProblem
                key={index}
                number={index + 1}
                problem={problem}
                layout={layout}
                answers={{}}
              />
            ))}
          </ol>
        </section>
        {request.answerKey && (
          <section className="print-part print-key" aria-labelledby="print-key-title">
            <header className="print-header">
              <h2 id="print-key-title">Answer key</h2>
              <p className="print-level-title">
                {title}: {levelTitle}
              </p>
            </header>
            <ol className="print-problems" style={columnsStyle}>
              {sheet.map(({ problem, layout, worked, answerLine }, index) => (
                <PrintedProblem
                  key={index}
                  number={index + 1}
                  problem={problem}
                  layout={layout}
                  answers={worked}
                  answerLine={answerLine}
                />
              ))}
            </ol>
          </section>
        )}
        <p className="print-footer">
          mathcols · {title} · {problems} · seed {seed}
        </p>
      </article>
    </>
  );
}
