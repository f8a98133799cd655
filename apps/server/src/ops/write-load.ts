/**
 * Write load through the API for the crash test: the demo parent changes the demo student's
 * weekly schedule and level of every subject (`student.update`), eight writers at once — one
 * per subject and kind of change, each sending its next change only after the last one was
 * answered — and every change answered with success is remembered as acknowledged. After a
 * crash and a restart, {@link checkAcknowledged} reads the student back (`user.connect`) and
 * finds the writes that were acknowledged but are not there.
 * @see issue 9 "Real database, crashes, more than one server"; spec §7 `student.update`
 */
import { hashParentPassword } from '@mathcols/api-client/protocol';
import { DEMO_ACCOUNTS } from '../demo/seed';

/** The subjects the writers change. */
const SUBJECTS = ['addition', 'subtraction', 'multiplication', 'division'] as const;

/** The day letters of a schedule, Sunday first. */
const DAYS = 'smtwrfa';

/** Levels cycle through 0–19. */
const LEVELS = 20;

/** How long a request may go unanswered before it counts as a hung server, in ms. */
export const ANSWER_TIMEOUT_MS = 15_000;

/** A request that got no answer in {@link ANSWER_TIMEOUT_MS}: the server hangs. */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
}

/** A JSON answer of the API. */
interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Posts a JSON body to `url` and reads the JSON answer.
 * @param signal aborts the request (it then rejects with the signal's reason)
 * @param answerTimeoutMs @defaultValue {@link ANSWER_TIMEOUT_MS}
 * @throws {@link NoAnswerError}, naming the request's tag, when no answer came in
 *   `answerTimeoutMs` (a server that hangs fails the test that waits on it with words, not a
 *   test timeout)
 */
export async function postJson(
  url: string,
  body: unknown,
  signal?: AbortSignal,
  answerTimeoutMs = ANSWER_TIMEOUT_MS,
): Promise<Answer> {
  const timeout = AbortSignal.timeout(answerTimeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch (error) {
    if (!timeout.aborted || signal?.aborted) throw error;
    const { tag } = body as { tag?: unknown };
    throw new NoAnswerError(`${String(tag)} got no answer from ${url} in ${answerTimeoutMs} ms`, {
      cause: error,
    });
  }
}

/** Creates a device on the server at `base` and returns its id. */
export async function createDevice(base: string): Promise<string> {
  const answer = await postJson(`${base}/api/device`, { tag: 'device.create', devicetype: 'web' });
  if (typeof answer.body.deviceid !== 'string') {
    throw new Error(`device.create answered ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.deviceid;
}

/** The demo student's stored schedules and levels, as `student.update` answers them. */
interface StudentView {
  accountname: string;
  mathschedule: Partial<Record<string, { schedule: string }>>;
  mathlevels: Partial<Record<string, { level: string }>>;
}

/**
 * Signs the demo parent in (`user.connect`, `demo@mathcols.test`) on the server at `base`.
 * @returns the parent's token and the demo student as stored now
 * @throws when the sign-in is not answered with a session
 */
export async function signInDemoParent(
  base: string,
  deviceid: string,
): Promise<{ usertoken: string; student: StudentView }> {
  const { email, password } = DEMO_ACCOUNTS.parent;
  const answer = await postJson(`${base}/api`, {
    tag: 'user.connect',
    deviceid,
    email,
    emailpassword: await hashParentPassword(email, password),
  });
  const students = answer.body.students as StudentView[] | undefined;
  const student = students?.find((s) => s.accountname === DEMO_ACCOUNTS.student.accountname);
  if (typeof answer.body.usertoken !== 'string' || !student) {
    throw new Error(`user.connect answered ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return { usertoken: answer.body.usertoken, student };
}

/** One writer: a field of the demo student that only it changes. */
interface Writer {
  subject: (typeof SUBJECTS)[number];
  field: 'schedule' | 'level';
  /** How many changes it has sent; the next value is derived from it. */
  sent: number;
  /** The value of its last change answered with success (undefined before the first). */
  acknowledged: string | undefined;
  /** The value of a change sent and not answered yet (it may or may not have landed). */
  pending: string | undefined;
}

/** What a round of load did. */
export interface LoadRound {
  /** Changes answered with success. */
  acknowledged: number;
  /** Changes that got no answer (the server died) or another answer. */
  unanswered: number;
}

/** A write load over the demo student; see the module comment. */
export interface WriteLoad {
  /**
   * Sends changes until `signal` aborts (the writers stop sending; a request in flight is
   * abandoned and stays pending). Resolves when every writer has stopped.
   * @param onAcknowledged called after each change answered with success
   * @throws when a change is answered with anything but success, or gets no answer in
   *   {@link ANSWER_TIMEOUT_MS} ({@link NoAnswerError})
   */
  run(
    base: string,
    deviceid: string,
    usertoken: string,
    signal: AbortSignal,
    onAcknowledged?: () => void,
  ): Promise<LoadRound>;
  /**
   * Compares the stored student with what was acknowledged: a writer's field must hold its
   * last acknowledged value, or the value of the change that was pending when the server died
   * (sent, maybe written, never answered). Then takes the stored values as the new start.
   * @returns how many writers' acknowledged writes are missing (0 when none was lost)
   */
  checkAcknowledged(student: StudentView): { lost: number; details: string[] };
}

/** The value a writer sends as its `n`-th change (consecutive values always differ). */
function valueOf(field: Writer['field'], n: number): string {
  if (field === 'level') return String(n % LEVELS);
  const mask = (n % 127) + 1;
  return [...DAYS].filter((_, day) => mask & (1 << day)).join('');
}

/** The stored value of a writer's field. */
function storedValue(student: StudentView, writer: Writer): string | undefined {
  return writer.field === 'level'
    ? student.mathlevels[writer.subject]?.level
    : student.mathschedule[writer.subject]?.schedule;
}

/**
 * Creates the eight writers (see the module comment).
 * @param answerTimeoutMs how long a change may go unanswered before the round fails
 *   @defaultValue {@link ANSWER_TIMEOUT_MS}
 */
export function createWriteLoad(answerTimeoutMs = ANSWER_TIMEOUT_MS): WriteLoad {
  const writers: Writer[] = SUBJECTS.flatMap((subject) =>
    (['schedule', 'level'] as const).map((field) => ({
      subject,
      field,
      sent: 0,
      acknowledged: undefined,
      pending: undefined,
    })),
  );
  return {
    async run(base, deviceid, usertoken, signal, onAcknowledged) {
      const round: LoadRound = { acknowledged: 0, unanswered: 0 };
      await Promise.all(
        writers.map(async (writer) => {
          while (!signal.aborted) {
            writer.sent += 1;
            const value = valueOf(writer.field, writer.sent);
            const change =
              writer.field === 'level'
                ? { mathlevels: { [writer.subject]: { level: value } } }
                : { mathschedule: { [writer.subject]: { schedule: value } } };
            writer.pending = value;
            let answer: Answer;
            try {
              answer = await postJson(
                `${base}/api`,
                {
                  tag: 'student.update',
                  deviceid,
                  usertoken,
                  accountname: DEMO_ACCOUNTS.student.accountname,
                  ...change,
                },
                signal,
                answerTimeoutMs,
              );
            } catch (error) {
              round.unanswered += 1;
              // The kill (or the abort) ends the round; a hung server fails it.
              if (error instanceof NoAnswerError) throw error;
              return;
            }
            if (answer.status === 200 && answer.body.result === 'true') {
              writer.acknowledged = value;
              writer.pending = undefined;
              round.acknowledged += 1;
              onAcknowledged?.();
            } else {
              round.unanswered += 1;
              throw new Error(
                `student.update answered ${answer.status} ${JSON.stringify(answer.body)}`,
              );
            }
          }
        }),
      );
      return round;
    },
    checkAcknowledged(student) {
      const details: string[] = [];
      for (const writer of writers) {
        const stored = storedValue(student, writer);
        const expected = [writer.acknowledged, writer.pending];
        if (writer.acknowledged !== undefined && !expected.includes(stored)) {
          details.push(
            `${writer.subject} ${writer.field}: acknowledged ${JSON.stringify(writer.acknowledged)}, stored ${JSON.stringify(stored)}`,
          );
        }
        writer.acknowledged = stored;
        writer.pending = undefined;
      }
      return { lost: details.length, details };
    },
  };
}
