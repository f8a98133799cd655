/**
 * The diagnosis tracker states kept per student and subject (`student_bugs`): reading them
 * back as the engine's `DiagnosisTrackerState` and folding a finished set's diagnoses in with
 * the engine's `trackDiagnosis`.
 * @see issue 12 ("Diagnosed bugs are stored with the assignment results"); docs/diagnosis.md
 *   "Tracking a child"
 */
import { and, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { isSubject, type Subject } from '@mathcols/engine';
import {
  EMPTY_DIAGNOSIS_TRACKER,
  isBugId,
  trackDiagnosis,
  type DiagnosisTrackerState,
  type TrackedBug,
} from '@mathcols/engine/diagnosis';
import { rawProblemSchema } from '@mathcols/api-client/protocol';
import type { Database } from '../db/open';
import { studentBugs } from '../db/schema';
import type { DiagnosedProblem } from './diagnose-work';

/** The stored state's shape (the engine's `DiagnosisTrackerState`, as JSON). */
const storedStateSchema = z.object({
  bugs: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['suspected', 'confirmed', 'retired']),
      problems: z.int().check(z.minimum(0)),
      cleanSolves: z.int().check(z.minimum(0)),
      firstSeen: z.string(),
      lastSeen: z.string(),
      example: z.object({ problem: rawProblemSchema, answer: z.string() }),
    }),
  ),
  problems: z.int().check(z.minimum(0)),
});

/**
 * A stored state as the engine's tracker state. Bugs no longer in the catalogue are left out;
 * a state that is not a tracker state at all (written by hand, or by a broken version) reads
 * as the empty tracker, so one bad row never breaks a report card or a finished set.
 */
export function trackerStateOf(stored: unknown): DiagnosisTrackerState {
  const parsed = storedStateSchema.safeParse(stored);
  if (!parsed.success) return EMPTY_DIAGNOSIS_TRACKER;
  const bugs = parsed.data.bugs.filter((bug): bug is typeof bug & Pick<TrackedBug, 'id'> =>
    isBugId(bug.id),
  );
  return { bugs, problems: parsed.data.problems };
}

/**
 * Every subject's tracker state of a student (subjects without a row are absent).
 * @param studentId the student's id, already checked to be the caller's (or the signed-in one)
 */
export async function trackerStates(
  db: Database,
  studentId: string,
): Promise<Map<Subject, DiagnosisTrackerState>> {
  const rows = await db
    .select({ subject: studentBugs.subject, state: studentBugs.state })
    .from(studentBugs)
    .where(eq(studentBugs.studentId, studentId));
  const states = new Map<Subject, DiagnosisTrackerState>();
  for (const row of rows) {
    if (isSubject(row.subject)) states.set(row.subject, trackerStateOf(row.state));
  }
  return states;
}

/**
 * Folds a finished set's diagnosed problems, in order, into the student's tracker state of the
 * subject (`trackDiagnosis`, every problem at `at`, the server's clock) and stores it. Nothing
 * is written when no problem was diagnosed.
 * @param db the transaction of the set's completion, holding the student's row (so two sets
 *   finished at once are folded one after the other)
 * @returns the new state, or null when nothing was written
 */
export async function recordDiagnoses(
  db: Database,
  studentId: string,
  subject: Subject,
  diagnosed: readonly DiagnosedProblem[],
  at: Date,
): Promise<DiagnosisTrackerState | null> {
  if (diagnosed.length === 0) return null;
  const [row] = await db
    .select({ state: studentBugs.state })
    .from(studentBugs)
    .where(and(eq(studentBugs.studentId, studentId), eq(studentBugs.subject, subject)));
  const state = diagnosed.reduce(
    (current, { problem, diagnosis }) => trackDiagnosis(current, { problem, diagnosis, at }),
    row ? trackerStateOf(row.state) : EMPTY_DIAGNOSIS_TRACKER,
  );
  await db
    .insert(studentBugs)
    .values({ studentId, subject, state, updatedAt: at })
    .onConflictDoUpdate({
      target: [studentBugs.studentId, studentBugs.subject],
      set: { state, updatedAt: at },
    });
  return state;
}
