import { describe, expect, it } from 'vitest';
import { SUBJECTS } from '../subjects';
import type { Subject } from '../types';
import { levelsFor } from './curriculum';

const SIGN = { addition: '+', subtraction: '−', multiplication: '×', division: '÷' } as const;

/**
 * A whole problem a description gives as an example ("like 38 + 47", "like 587 ÷ 4 = 146
 * remainder 3", "like the tens of 3756 + 2248"), as opposed to a step of the working ("0 × 6
 * is 0", "3 tens × 4").
 */
interface WrittenExample {
  readonly text: string;
  readonly first: string;
  readonly second: string;
  readonly result?: string;
  readonly remainder?: string;
}

/** Every "like a ○ b" (with an optional "= c" and "remainder r") in `text`, for the subject's sign. */
function writtenExamples(subject: Subject, text: string): WrittenExample[] {
  const sign = SIGN[subject];
  const pattern = new RegExp(
    `like (?:the \\w+ of )?(\\d+) \\${sign} (\\d+)(?: = (\\d+)(?: remainder (\\d+))?)?`,
    'g',
  );
  return [...text.matchAll(pattern)].map(([match, first = '', second = '', result, remainder]) => ({
    text: match.replace(/^like (?:the \w+ of )?/, ''),
    first,
    second,
    ...(result === undefined ? {} : { result }),
    ...(remainder === undefined ? {} : { remainder }),
  }));
}

/** The result and remainder of `first ○ second` in BigInt arithmetic. */
function work(subject: Subject, first: string, second: string): [string, string] {
  const [a, b] = [BigInt(first), BigInt(second)];
  if (subject === 'addition') return [String(a + b), '0'];
  if (subject === 'subtraction') return [String(a - b), '0'];
  if (subject === 'multiplication') return [String(a * b), '0'];
  return [String(a / b), String(a % b)];
}

describe.each(SUBJECTS)('%s level texts', (subject) => {
  it('write at least one example each, and every example they write shows the level’s skill', () => {
    for (const record of levelsFor(subject)) {
      const examples = writtenExamples(subject, record.description);
      expect(examples.length, `level ${record.level}: "${record.description}"`).toBeGreaterThan(0);
      for (const { text, first, second } of examples) {
        expect(
          record.showsSkill(first, second),
          `level ${record.level} (${record.title}, ${record.skill}): ${text}`,
        ).toBe(true);
      }
    }
  });

  it('work their written results out right (remainder only when there is one)', () => {
    for (const record of levelsFor(subject)) {
      for (const { text, first, second, result, remainder } of writtenExamples(
        subject,
        record.description,
      )) {
        if (result === undefined) continue;
        const [value, left] = work(subject, first, second);
        expect(result, `level ${record.level}: ${text}`).toBe(value);
        expect(remainder ?? '0', `level ${record.level}: ${text}`).toBe(left);
      }
    }
  });

  it("name the level's own example problem", () => {
    for (const { level, description, example } of levelsFor(subject)) {
      const written = `${example.number_0} ${SIGN[subject]} ${example.number_1}`;
      expect(description, `level ${level}`).toContain(written);
    }
  });
});
