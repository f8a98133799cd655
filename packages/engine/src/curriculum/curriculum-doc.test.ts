import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUBJECTS } from '../subjects';
import type { CurriculumLevel, DigitRange } from './level-types';
import { levelsFor } from './curriculum';

const SIGNS = { '+': '+', '-': '−', '*': '×', '/': '÷' } as const;

const range = ({ min, max }: DigitRange) => (min === max ? `${min}` : `${min}–${max}`);

/** The cells of the table row docs/curriculum.md must have for a level. */
function row({ level, title, digits, skill, example }: CurriculumLevel): string[] {
  const sign = SIGNS[example.operator];
  const operands = `${range(digits[0])} ${sign} ${range(digits[1])}`;
  return [String(level), title, operands, skill, `${example.number_0} ${sign} ${example.number_1}`];
}

/** The cells of the level rows (first cell a number) of a markdown section, padding trimmed. */
function levelRows(section: string): string[][] {
  return section
    .split('\n')
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const doc = readFileSync(new URL('../../../../docs/curriculum.md', import.meta.url), 'utf8');

describe('docs/curriculum.md', () => {
  it.each(SUBJECTS)(
    'lists every %s level with the title, digits, skill and example of the code',
    (subject) => {
      const section = doc.split(/^## /m).find((part) => part.toLowerCase().startsWith(subject));
      expect(section, `a "## ${subject}" section`).toBeDefined();
      expect(levelRows(section ?? '')).toEqual(levelsFor(subject).map(row));
    },
  );
});
