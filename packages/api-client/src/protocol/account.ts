/**
 * The account records the server sends back: a parent's data, a student as the parent sees it,
 * and a signed-in student's session record. Flags are the strings 'true'/'false', levels are
 * strings '0'–'19', as on the wire.
 * @see spec §3 "Parent user", "Student", "Schedule", "Student session record"
 */
import * as z from 'zod/mini';
import { LEVEL_COUNT } from '@mathcols/engine';
import { LEVEL_NUMBER_PATTERN, WIRE_SUBJECTS } from './common';

/** 'true' or 'false', as the wire writes flags. */
export const flagSchema = z.enum(['true', 'false']);

/** A subject name. */
export const subjectSchema = z.enum(WIRE_SUBJECTS);

/** A level '0'–'19' (the engine's `LEVEL_COUNT` levels). @see spec §9 "Level 0-19" */
export const levelStringSchema = z
  .string()
  .check(
    z.regex(
      new RegExp(`^(${LEVEL_NUMBER_PATTERN})$`),
      `expected a level from 0 to ${LEVEL_COUNT - 1}`,
    ),
  );

/** A grade '1'–'7'. @see spec §9 "Grade level 1-7" */
export const gradeLevelSchema = z
  .string()
  .check(z.regex(/^[1-7]$/, 'Grade level must be between 1 and 7'));

/**
 * A weekly schedule: day letters s m t w r f a (Sun … Sat), each at most once, any order.
 * @see spec §3 "Schedule", §9 "Weekday codes"
 */
export const scheduleStringSchema = z
  .string()
  .check(
    z.regex(/^(?!.*(.).*\1)[smtwrfa]*$/, 'expected day letters s m t w r f a, each at most once'),
  );

/** Steps of first-time guidance a parent has done. @see spec §4 "First-time guidance" */
export const ftueStepSchema = z.enum(['create_student', 'update_schedule']);

/** A parent's data. `createdDate` is an ISO 8601 timestamp. @see spec §3 "Parent user" */
export const parentDataSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  /** 4 for premium parents, 1 otherwise. @see spec §9 */
  studentsMax: z.int(),
  createdDate: z.string(),
  userpremium: flagSchema,
  emailverified: flagSchema,
  emails: flagSchema,
  ftue: z.array(ftueStepSchema),
  /**
   * Ours, not the original API's: the billing period of a premium parent's subscription, when
   * known (absent for free parents).
   */
  plan: z.optional(z.enum(['monthly', 'annual'])),
});

/** A subject's level and the date (year-month-day) it was last completed. */
export const mathLevelSchema = z.object({
  level: levelStringSchema,
  completionDate: z.optional(z.string()),
});

/** A subject's weekly schedule. */
export const mathScheduleSchema = z.object({ schedule: scheduleStringSchema });

/** Per subject (only subjects that have one). */
export const mathLevelsSchema = z.partialRecord(subjectSchema, mathLevelSchema);
/** Per subject (only subjects that have one). */
export const mathSchedulesSchema = z.partialRecord(subjectSchema, mathScheduleSchema);

/** A student as their parent sees it (no secrets). @see spec §3 "Student" */
export const studentDataSchema = z.object({
  id: z.string(),
  accountname: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  gradelevel: gradeLevelSchema,
  /** 'false' for free students; any other value is premium. @see spec §6 */
  premium: z.string(),
  mathlevels: mathLevelsSchema,
  mathschedule: mathSchedulesSchema,
});

/** A signed-in student's subject: schedule, level, last completion date. */
export const studentMathSchema = z.object({
  schedule: scheduleStringSchema,
  level: levelStringSchema,
  completionDate: z.optional(z.string()),
});

/** The record a student session keeps. @see spec §3 "Student session record" */
export const studentSessionSchema = z.object({
  accountname: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  fullName: z.string(),
  premium: z.string(),
  gradelevel: gradeLevelSchema,
  math: z.partialRecord(subjectSchema, studentMathSchema),
});

/** One finished set: its level, question count and errors; `createdDate` year-month-day-time. */
export const historyEntrySchema = z.object({
  createdDate: z.string(),
  level: levelStringSchema,
  questions: z.int().check(z.nonnegative()),
  errors: z.int().check(z.nonnegative()),
});

export type ParentData = z.infer<typeof parentDataSchema>;
export type StudentData = z.infer<typeof studentDataSchema>;
export type StudentSession = z.infer<typeof studentSessionSchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type FtueStep = z.infer<typeof ftueStepSchema>;
