/**
 * Test helper (not exported from the package): checks that a level accepts typical problems
 * and rejects near misses.
 */
import { expect, it } from 'vitest';
import type { Subject } from '../types';
import { curriculumLevel } from './curriculum';

type Pair = readonly [first: string, second: string];

/** One level's cases: problems it must accept, and near misses it must reject (with why). */
export interface LevelCases {
  readonly level: number;
  readonly accepts: readonly Pair[];
  readonly rejects: readonly (readonly [first: string, second: string, why: string])[];
}

/** Declares one test per level: every `accepts` pair passes, every near miss fails. */
export function itChecksLevels(subject: Subject, cases: readonly LevelCases[]): void {
  it.each(cases)(
    `${subject} level $level accepts its problems and rejects near misses`,
    (entry) => {
      const record = curriculumLevel(subject, entry.level);
      for (const [first, second] of entry.accepts) {
        expect(record.accepts(first, second), `${first} and ${second}`).toBe(true);
      }
      for (const [first, second, why] of entry.rejects) {
        expect(record.accepts(first, second), `${first} and ${second}: ${why}`).toBe(false);
      }
    },
  );
}
