/**
 * Test helpers for diagnosis: worksheets as a child types them (box key → digit) for a few
 * subtraction problems, a tracked bug, and the stored tracker state of a student.
 */
import { and, eq } from 'drizzle-orm';
import type { ProblemWorkWire } from '@mathcols/api-client/protocol';
import type { TrackedBug } from '@mathcols/engine/diagnosis';
import type { Database } from '../db/open';
import { studentBugs } from '../db/schema';

/**
 * A tracker's record of bug `id` (any string: a bug no longer catalogued too), confirmed on two
 * problems between 10 and 12 March 2025 with 81 − 38 = 57 as its example; `fields` override.
 */
export function trackedBug(fields: Omit<Partial<TrackedBug>, 'id'> & { id: string }): TrackedBug {
  return {
    status: 'confirmed',
    problems: 2,
    cleanSolves: 0,
    firstSeen: '2025-03-10T16:00:00.000Z',
    lastSeen: '2025-03-12T16:00:00.000Z',
    example: { problem: { number_0: '81', number_1: '38', operator: '-' }, answer: '57' },
    ...fields,
    id: fields.id as TrackedBug['id'],
  };
}

/** A subtraction worked with smaller-from-larger: each column writes |top − bottom|. */
export const SMALLER_FROM_LARGER: Record<string, ProblemWorkWire> = {
  /** 81 − 38 = 57 (right: 43). The bug's published example. */
  '81-38': {
    number_0: '81',
    number_1: '38',
    operator: '-',
    answers: { 'difference-0': 7, 'difference-1': 5 },
  },
  /** 63 − 29 = 46 (right: 34). */
  '63-29': {
    number_0: '63',
    number_1: '29',
    operator: '-',
    answers: { 'difference-0': 6, 'difference-1': 4 },
  },
  /** 72 − 45 = 33 (right: 27). */
  '72-45': {
    number_0: '72',
    number_1: '45',
    operator: '-',
    answers: { 'difference-0': 3, 'difference-1': 3 },
  },
};

/** Subtractions worked right, with their borrow digits written (each could show the bug). */
export const RIGHT: Record<string, ProblemWorkWire> = {
  /** 91 − 47 = 44, borrowing from the 9 (written 8). */
  '91-47': {
    number_0: '91',
    number_1: '47',
    operator: '-',
    answers: { 'borrow-1': 8, 'difference-0': 4, 'difference-1': 4 },
  },
  /** 84 − 26 = 58. */
  '84-26': {
    number_0: '84',
    number_1: '26',
    operator: '-',
    answers: { 'borrow-1': 7, 'difference-0': 8, 'difference-1': 5 },
  },
  /** 53 − 18 = 35. */
  '53-18': {
    number_0: '53',
    number_1: '18',
    operator: '-',
    answers: { 'borrow-1': 4, 'difference-0': 5, 'difference-1': 3 },
  },
  /** 75 − 21 = 54: no borrowing, so it cannot show the bug. */
  '75-21': {
    number_0: '75',
    number_1: '21',
    operator: '-',
    answers: { 'difference-0': 4, 'difference-1': 5 },
  },
};

/** The stored tracker row of a student's subject, or undefined. */
export async function storedTracker(db: Database, studentId: string, subject: string) {
  const [row] = await db
    .select()
    .from(studentBugs)
    .where(and(eq(studentBugs.studentId, studentId), eq(studentBugs.subject, subject)));
  return row;
}

/** Every stored tracker row, for "nothing changed" checks. */
export function allTrackers(db: Database) {
  return db.select().from(studentBugs);
}
