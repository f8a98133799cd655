import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUGS } from './catalogue';
import { SLIP_HINTS } from './slip-texts';
import * as entry from './index';

const SIGNS = { '+': '+', '-': '−', '*': '×', '/': '÷' } as const;

const doc = readFileSync(new URL('../../../../docs/diagnosis.md', import.meta.url), 'utf8');

/** The rows of the first table under a heading, cells trimmed (header and rule left out). */
function tableRows(heading: string): string[][] {
  const section = doc.split(heading)[1] ?? '';
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe('docs/diagnosis.md', () => {
  it('lists every bug with the example, buggy answer and hint of the code', () => {
    expect(tableRows('## The catalogue')).toEqual(
      BUGS.map(({ id, subject, example, hint }) => [
        `\`${id}\``,
        subject,
        `${example.problem.number_0} ${SIGNS[example.problem.operator]} ${example.problem.number_1}`,
        example.answer,
        hint,
      ]),
    );
  });

  it('gives every bug its name and parent text, and cites every source', () => {
    expect(tableRows('### For parents')).toEqual(
      BUGS.map(({ id, name, parentDescription }) => [`\`${id}\``, name, parentDescription]),
    );
    for (const bug of BUGS) expect(doc, bug.id).toContain(bug.source);
  });

  it('lists every slip hint with the text of the code', () => {
    expect(tableRows('## Slip hints').map(([id, , text]) => [id, text])).toEqual(
      Object.entries(SLIP_HINTS).map(([situation, text]) => [`\`${situation}\``, text]),
    );
  });

  it('documents every export of the entry', () => {
    for (const name of Object.keys(entry)) expect(doc, name).toContain(name);
  });
});
