/**
 * The weekly summary e-mail's table of subjects: a row per subject with the week's accuracy,
 * counts, level move and what the level practises.
 */
import type { CSSProperties } from 'react';
import type { SubjectWeek } from '../../jobs/summarise-week';
import { colours } from '../html/styles';
import { cell } from './styles';
import { SUBJECT_NAMES, count, levelWords, workingOnWords } from './words';

/**
 * A row per subject: name, `95% right` with the counts, and the level in words with what it
 * practises under it.
 */
export function SubjectTable({ subjects }: { subjects: readonly SubjectWeek[] }) {
  const head: CSSProperties = { ...cell, backgroundColor: colours.head, fontSize: '14px' };
  return (
    <table
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '16px 0', color: colours.text }}
    >
      <thead>
        <tr>
          <th scope="col" style={head}>
            Subject
          </th>
          <th scope="col" style={head}>
            This week
          </th>
          <th scope="col" style={head}>
            Level
          </th>
        </tr>
      </thead>
      <tbody>
        {subjects.map((week) => (
          <tr key={week.subject}>
            <th scope="row" style={cell}>
              {SUBJECT_NAMES[week.subject]}
            </th>
            <td style={cell}>
              <strong>{week.percent}% right</strong>
              <br />
              {count(week.sets, 'assignment')}, {count(week.questions, 'question')}
            </td>
            <td style={cell}>
              {levelWords(week)}
              <WorkingOn words={workingOnWords(week)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The parts of a level title a line must not break: a product of two numbers ('5 × 5'), a sign
 * with the word it leads ('÷ 5', '+ 1-digit', '× tens') and a number of digits ('2-digit', at
 * its hyphen). The site keeps the same parts whole (apps/site/src/curriculum/level-title.tsx).
 */
const UNBROKEN_PARTS = /(\d+ [+−×÷] \d+(?![\d-])|[+−×÷] [^\s,]+|\d+-digit)/;

/**
 * 'Working on 2-digit + 1-digit, no carrying' on a line of its own, in the muted colour; a
 * narrow phone column breaks it between words, never inside '2-digit' nor after the sign of
 * '÷ 5' or '+ 1-digit' ({@link UNBROKEN_PARTS}).
 */
function WorkingOn({ words }: { words: string }) {
  if (!words) return null;
  const sentence = words.charAt(0).toUpperCase() + words.slice(1);
  return (
    <>
      <br />
      <span style={{ color: colours.muted, fontSize: '14px' }}>
        {sentence.split(UNBROKEN_PARTS).map((part, index) =>
          index % 2 === 1 ? (
            <span key={index} style={{ whiteSpace: 'nowrap' }}>
              {part}
            </span>
          ) : (
            part
          ),
        )}
      </span>
    </>
  );
}
