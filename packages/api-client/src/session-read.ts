/**
 * Reading the local session's keys: each stored JSON value only when it matches its schema, and
 * the date check that expires stored completion dates.
 * @see spec §3 "Local session storage", §4 Student session
 */
import * as z from 'zod/mini';
import { isSameDay } from '@mathcols/engine';
import type { KeyValueStore } from './key-value-store';
import {
  ftueStepSchema,
  parentDataSchema,
  studentConnectResponseSchema,
  studentDataSchema,
  studentSessionSchema,
} from './protocol';
import {
  SESSION_KEYS,
  type ParentSessionState,
  type SessionSnapshot,
  type StudentSessionState,
} from './session-types';

/** The snapshot while nobody is signed in (one object, so snapshots compare equal). */
export const NULL_SNAPSHOT: SessionSnapshot = Object.freeze({ parent: null, student: null });
/** Schema of the stored student math (per subject). */
export const mathSchema = studentSessionSchema.shape.math;
const studentRecordSchema = z.omit(studentSessionSchema, { math: true });
/** Schema of the stored history. */
export const historySchema = studentConnectResponseSchema.shape.history;
/** Schema of the stored progress. */
export const progressSchema = studentConnectResponseSchema.shape.progress;

/** The session as the stored keys say, given whether the token cookie exists. */
export function readSnapshot(storage: KeyValueStore, hasToken: boolean): SessionSnapshot {
  if (!hasToken) return NULL_SNAPSHOT;
  const parent = readParent(storage);
  const student = readStudent(storage);
  return parent === null && student === null ? NULL_SNAPSHOT : { parent, student };
}

function readParent(storage: KeyValueStore): ParentSessionState | null {
  if (storage.get(SESSION_KEYS.parentSignedIn) !== 'true') return null;
  const user = readJson(storage, SESSION_KEYS.user, parentDataSchema);
  if (!user) return null;
  return {
    user,
    students: readJson(storage, SESSION_KEYS.students, z.array(studentDataSchema)) ?? [],
    ftue: readJson(storage, SESSION_KEYS.ftue, z.array(ftueStepSchema)) ?? user.ftue,
  };
}

function readStudent(storage: KeyValueStore): StudentSessionState | null {
  if (storage.get(SESSION_KEYS.studentSignedIn) !== 'true') return null;
  const record = readJson(storage, SESSION_KEYS.student, studentRecordSchema);
  if (!record) return null;
  return {
    session: { ...record, math: readJson(storage, SESSION_KEYS.studentMath, mathSchema) ?? {} },
    progress: readJson(storage, SESSION_KEYS.studentProgress, progressSchema) ?? {},
    history: readJson(storage, SESSION_KEYS.studentHistory, historySchema) ?? {},
  };
}

/** The stored JSON value of `key` if it matches `schema`, else `undefined`. */
export function readJson<T>(
  storage: KeyValueStore,
  key: string,
  schema: z.ZodMiniType<T>,
): T | undefined {
  const text = storage.get(key);
  if (text === undefined) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a stored year-month-day date (optionally followed by a time, e.g. `2025-06-02` or
 * `2025-6-2-14:03`) is `now`'s date in `timeZone` (an IANA name; default the runtime's local
 * zone). `false` for text that is not a calendar date, for an invalid `now` and for an unknown
 * time zone; never throws. Built on the engine's `isSameDay`.
 * @see spec §4 Student session, §9 "Completion date format"
 */
export function isSameLocalDay(date: string, now: Date, timeZone?: string): boolean {
  if (Number.isNaN(now.getTime())) return false;
  try {
    return isSameDay(date, now, timeZone);
  } catch {
    return false;
  }
}
