/**
 * Demo accounts for a fresh database, so a newcomer can sign in at once after `npm start`.
 * @see issue 3 "npm start on a fresh data folder creates a demo parent and a demo student";
 *   docs/runbook.md "Demo accounts"
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { hashParentPassword, hashStudentPasscode } from '@mathcols/api-client/protocol';
import {
  PROBLEMS_PER_LEVEL,
  adaptiveOptions,
  layoutProblem,
  problemText,
  solveProblem,
  type Answers,
  type LevelAction,
  type RawProblem,
} from '@mathcols/engine';
import {
  EMPTY_DIAGNOSIS_TRACKER,
  diagnose,
  simulateBug,
  trackDiagnosis,
  type BugId,
  type Diagnosis,
  type DiagnosisTrackerState,
} from '@mathcols/engine/diagnosis';
import { hashStoredSecret } from '../auth/passwords';
import { localCustomerId } from '../payments/local-provider';
import type { Database } from '../db/open';
import { errorReports, parents, studentBugs, studentSets, students } from '../db/schema';
import { studentMoment } from '../handlers/learning/clock';
import { assignmentSeed, assignmentSet } from '../handlers/learning/assignment';

/** The demo parent's and student's sign-in details and profile. */
export const DEMO_ACCOUNTS = {
  parent: {
    email: 'demo@mathcols.test',
    password: 'Demo-pass-1',
    firstname: 'Dana',
    lastname: 'Demo',
  },
  student: {
    accountname: 'demo-student',
    passcode: '1234',
    firstname: 'sam',
    lastname: 'demo',
    gradelevel: 3,
    mathlevels: {
      addition: { level: '3' },
      subtraction: { level: '2' },
      multiplication: { level: '1' },
      division: { level: '0' },
    },
    mathschedule: { addition: { schedule: 'smtwrfa' }, subtraction: { schedule: 'mtwrf' } },
  },
} as const;

/** One finished set of the demo student's past: days before the seed, level, errors, choice. */
interface DemoSet {
  daysAgo: number;
  level: number;
  errors: number;
  chosen: LevelAction | null;
}

/**
 * The demo student's addition over the six days before the seed: climbing from level 1 to 3
 * (advancing twice after mastered sets, repeating once after a hard one), ending at level 3 —
 * so the progress chart has a history and today's assignment is at level 3.
 */
export const DEMO_ADDITION_SETS: readonly DemoSet[] = [
  { daysAgo: 6, level: 1, errors: 3, chosen: null },
  { daysAgo: 5, level: 1, errors: 0, chosen: 'advance' },
  { daysAgo: 4, level: 2, errors: 4, chosen: null },
  { daysAgo: 3, level: 2, errors: 1, chosen: 'advance' },
  { daysAgo: 2, level: 3, errors: 5, chosen: 'repeat' },
  { daysAgo: 1, level: 3, errors: 2, chosen: null },
];

/** Time of day (UTC) the demo sets were finished: 16:00, after school. */
const DEMO_SET_HOUR_UTC = 16;

/**
 * The `student_sets` rows of {@link DEMO_ADDITION_SETS} (without `studentId`), dated in UTC
 * relative to `now` (at 16:00 UTC that many days before), oldest first, each with the options
 * the engine offers for it.
 */
export function demoSetRows(now: Date) {
  return DEMO_ADDITION_SETS.map(({ daysAgo, level, errors, chosen }) => {
    const day = new Date(now.getTime() - daysAgo * 86_400_000);
    day.setUTCHours(DEMO_SET_HOUR_UTC, 0, 0, 0);
    const moment = studentMoment(day, 'UTC');
    return {
      subject: 'addition',
      level,
      questions: PROBLEMS_PER_LEVEL,
      errors,
      createdAt: day,
      localDate: moment.date,
      createdDate: moment.dateTime,
      offeredOptions: adaptiveOptions({ level, questions: PROBLEMS_PER_LEVEL, errors }),
      chosenAction: chosen,
    };
  });
}

/** The demo student's trouble spot: in addition, forgets to carry. */
export const DEMO_BUG: BugId = 'forgot-to-carry';

/** One problem of a demo set worked with {@link DEMO_BUG}: the child's box answers, diagnosed. */
export interface DemoBugWork {
  problem: RawProblem;
  answers: Answers;
  diagnosis: Diagnosis;
  /** The set's level, calendar date (`YYYY-MM-DD`) and time. */
  level: number;
  localDate: string;
  at: Date;
}

/**
 * The demo student's slips: in each of the two level-3 sets ({@link DEMO_ADDITION_SETS}, two
 * days and one day before the seed), the first problem of that day's real assignment set (the
 * seed `assignmentSeed(studentId, date)`) that can show {@link DEMO_BUG}, worked with the bug
 * (the engine's `simulateBug`) and diagnosed with `diagnose`.
 * @param sets the rows of {@link demoSetRows}
 */
export function demoBugWork(
  studentId: string,
  sets: readonly Pick<
    ReturnType<typeof demoSetRows>[number],
    'level' | 'localDate' | 'createdAt'
  >[],
): DemoBugWork[] {
  const work: DemoBugWork[] = [];
  for (const set of sets.filter(({ level }) => level === 3)) {
    const served = assignmentSet('addition', set.level, assignmentSeed(studentId, set.localDate));
    for (const { number_0, number_1, operator } of served?.questions ?? []) {
      const problem = { number_0, number_1, operator };
      const answers = simulateBug(DEMO_BUG, problem);
      if (!answers) continue;
      const { level, localDate, createdAt: at } = set;
      work.push({ problem, answers, diagnosis: diagnose(problem, answers), level, localDate, at });
      break;
    }
  }
  return work;
}

/**
 * The demo student's addition bug tracker: {@link demoBugWork} tracked with `trackDiagnosis` at
 * each set's time, so the bug is confirmed (seen on two problems) and the parent's report card
 * shows it as a trouble spot at once.
 */
export function demoTrackerState(work: readonly DemoBugWork[]): DiagnosisTrackerState {
  return work.reduce(
    (state, { problem, diagnosis, at }) => trackDiagnosis(state, { problem, diagnosis, at }),
    EMPTY_DIAGNOSIS_TRACKER,
  );
}

/**
 * The `error_reports` row (without `studentId`) of a demo slip, as `student.mathreporterror`
 * stores the site's report of a wrong submission: the sum as the child wrote it and as it
 * should be, the box answers, and the bugs named for them. So the report card's latest mistakes
 * show the slips its trouble spot was found in.
 */
export function demoErrorReport({
  problem,
  answers,
  diagnosis,
  level,
  localDate,
  at,
}: DemoBugWork) {
  const layout = layoutProblem(solveProblem(problem));
  const sumBoxes = layout.rows
    .filter((row) => row.kind === 'answer')
    .flatMap((row) => row.cells.flatMap((cell) => (cell.kind === 'box' ? [cell.key] : [])));
  const expected = new Map(layout.boxes.map((box) => [box.key, box.expected]));
  const written = (digitAt: (key: string) => number | null | undefined) => {
    const answer = sumBoxes.map((key) => digitAt(key) ?? '').join('');
    return { answer, calculation: `Sum: ${answer}` };
  };
  return {
    subject: 'addition',
    level,
    payload: {
      subject: 'addition',
      question: problemText(problem),
      level: String(level),
      number_0: problem.number_0,
      number_1: problem.number_1,
      errorcount: 1,
      result: written((key) => answers[key]),
      correct: written((key) => expected.get(key)),
      answers: Object.fromEntries(Object.entries(answers).filter(([, digit]) => digit != null)),
    },
    localDate,
    createdAt: at,
    bugs: diagnosis.bugs.map((match) => match.id),
  };
}

/** The demo parent's test subscription (local payment provider). */
const DEMO_SUBSCRIPTION_ID = 'sub_local_demo';

/**
 * Creates the demo accounts when the database has no parent yet: a verified **premium** parent
 * (`demo@mathcols.test` / `Demo-pass-1`, Dana Demo, with a monthly test subscription of the
 * local payment provider) with one student (`demo-student` / `1234`, grade 3, some levels,
 * addition every day and subtraction on weekdays, so today always has an assignment) and six
 * finished addition sets on the days before `now` ({@link DEMO_ADDITION_SETS}, the last one
 * yesterday) and a confirmed addition trouble spot ({@link demoTrackerState}), so a newcomer
 * sees the badge, an assignment, a progress chart and a trouble spot at once. Passwords are
 * hashed as the client would (`hashParentPassword`, `hashStudentPasscode`) and then stored
 * under `hashStoredSecret`, so the accounts sign in through the normal tags.
 * Runs in one transaction; does nothing when any parent exists (so it runs once).
 * @returns true when it created them, false when the database already had parents
 * @see issue 6 "Done when" (the demo student)
 */
export async function seedDemoAccounts(db: Database, now: Date): Promise<boolean> {
  const { parent, student } = DEMO_ACCOUNTS;
  const parentHash = await hashStoredSecret(
    await hashParentPassword(parent.email, parent.password),
  );
  const studentHash = await hashStoredSecret(
    await hashStudentPasscode(student.accountname, student.passcode),
  );
  // Chosen here, not by the database: the billing customer id is made from it.
  const parentId = randomUUID();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ parents: count() }).from(parents);
    if ((existing?.parents ?? 0) > 0) return false;
    const [row] = await tx
      .insert(parents)
      .values({
        id: parentId,
        email: parent.email,
        passwordHash: parentHash,
        firstname: parent.firstname,
        lastname: parent.lastname,
        premium: true,
        emailVerified: true,
        ftue: ['create_student', 'update_schedule'],
        // A monthly test subscription of the local payment provider, as a parent who paid
        // through its test checkout has: 'Manage Billing' opens the local billing portal.
        customer: localCustomerId(parentId),
        subscriptionId: DEMO_SUBSCRIPTION_ID,
        subscriptionStatus: 'active',
        plan: 'monthly',
        createdAt: now,
      })
      .onConflictDoNothing({ target: parents.email })
      .returning({ id: parents.id });
    if (!row) return false;
    const sets = demoSetRows(now);
    const [child] = await tx
      .insert(students)
      .values({
        parentId: row.id,
        accountname: student.accountname,
        passwordHash: studentHash,
        firstname: student.firstname,
        lastname: student.lastname,
        gradelevel: student.gradelevel,
        mathlevels: {
          ...student.mathlevels,
          addition: { ...student.mathlevels.addition, completionDate: sets.at(-1)?.localDate },
        },
        mathschedule: student.mathschedule,
        createdAt: now,
      })
      .onConflictDoNothing({ target: students.accountname })
      .returning({ id: students.id });
    if (child) {
      await tx.insert(studentSets).values(sets.map((set) => ({ ...set, studentId: child.id })));
      const lastSet = sets.at(-1);
      const slips = demoBugWork(child.id, sets);
      await tx.insert(studentBugs).values({
        studentId: child.id,
        subject: 'addition',
        state: demoTrackerState(slips),
        updatedAt: lastSet?.createdAt ?? now,
      });
      await tx
        .insert(errorReports)
        .values(slips.map((slip) => ({ ...demoErrorReport(slip), studentId: child.id })));
    }
    return true;
  });
}

/** Whether the demo parent exists (to print the sign-in details on every start). */
export async function demoParentExists(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: parents.id })
    .from(parents)
    .where(eq(parents.email, DEMO_ACCOUNTS.parent.email))
    .limit(1);
  return rows.length > 0;
}

/** The lines printed at start while the demo accounts exist. */
export function demoAccountLines(): string[] {
  const { parent, student } = DEMO_ACCOUNTS;
  return [
    `Demo parent: ${parent.email} / ${parent.password} (Parent Login)`,
    `Demo student: ${student.accountname} / ${student.passcode} (Student Login)`,
  ];
}
