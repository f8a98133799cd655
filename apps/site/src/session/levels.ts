import { isCurriculumLevel, type Subject } from '@mathcols/engine';
import type { StudentSession } from '@mathcols/api-client/protocol';

/**
 * A level as the wire writes it ('0'–'19') as a number; anything else (missing, empty, out of
 * range) counts as level 0, the level a subject starts at.
 * @see spec §3 "Schedule" ("level (default '0')"), §9 "Level 0-19"
 */
export function levelNumber(level: string | undefined): number {
  const value = level === undefined || level.trim() === '' ? 0 : Number(level);
  return isCurriculumLevel(value) ? value : 0;
}

/**
 * The signed-in student's current level in a subject, from the session record
 * (`math[subject].level`), 0–19.
 * @see spec §3 "Student session record"
 */
export function studentLevel(session: StudentSession, subject: Subject): number {
  return levelNumber(session.math[subject]?.level);
}
