import { describe, expect, it } from 'vitest';
import {
  SUBJECTS,
  generateProblems,
  layoutProblem,
  solveProblem,
  LEVEL_COUNT,
  type Subject,
} from '@mathcols/engine';
import { CONTROL_CHARACTERS_REASON } from './common';
import { WORK_LIMITS, boxAnswersSchema, problemWorkSchema, troubleSpotSchema } from './diagnosis';
import { studentMathCompleteRequestSchema } from './learning';
import { MAX_REQUEST_BYTES } from './registry';
import { studentReportResponseSchema } from './report';

const DEVICE = '0b5e8f0a-6a8e-4a53-9a43-2f1f6f0c9d11';
const TOKEN = 'a'.repeat(43);

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('box answers', () => {
  it('take every box key of the engine’s worksheets, at every level of every subject', () => {
    for (const subject of SUBJECTS) {
      for (let level = 0; level < LEVEL_COUNT; level += 1) {
        for (const problem of generateProblems(subject, level, 5, `keys-${level}`)) {
          const answers = Object.fromEntries(
            layoutProblem(solveProblem(problem)).boxes.map((box) => [box.key, 9]),
          );
          const parsed = boxAnswersSchema.safeParse(answers);
          expect(parsed.success, `${subject} ${level}: ${JSON.stringify(parsed.error)}`).toBe(true);
        }
      }
    }
  });

  it('refuse keys that are no box keys, control characters, digits out of 0–9 and too many boxes', () => {
    expect(messages(boxAnswersSchema.safeParse({ 'sum 0': 1 }))).toEqual([
      'expected a box key such as difference-1',
    ]);
    expect(messages(boxAnswersSchema.safeParse({ 'sum-0\u0007': 1 }))).toEqual([
      CONTROL_CHARACTERS_REASON,
    ]);
    for (const digit of [-1, 10, 1.5, '7', null]) {
      expect(boxAnswersSchema.safeParse({ 'sum-0': digit }).success, String(digit)).toBe(false);
    }
    const boxes = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, column) => [`sum-${column}`, 1]));
    expect(boxAnswersSchema.safeParse(boxes(WORK_LIMITS.boxes)).success).toBe(true);
    expect(messages(boxAnswersSchema.safeParse(boxes(WORK_LIMITS.boxes + 1)))).toEqual([
      'expected at most 64 boxes',
    ]);
  });
});

describe('student.mathcomplete work', () => {
  const body = (subject: Subject, work: unknown) => ({
    tag: 'student.mathcomplete',
    deviceid: DEVICE,
    usertoken: TOKEN,
    subject,
    errors: '0',
    work,
  });

  it('fits a whole set of the curriculum’s largest worksheets, every box filled, in a request', () => {
    for (const subject of SUBJECTS) {
      const problems = generateProblems(subject, LEVEL_COUNT - 1, WORK_LIMITS.problems, 'big');
      const work = problems.map(({ number_0, number_1, operator }) => ({
        number_0,
        number_1,
        operator,
        answers: Object.fromEntries(
          layoutProblem(solveProblem({ number_0, number_1, operator })).boxes.map((box) => [
            box.key,
            9,
          ]),
        ),
      }));
      const request = body(subject, work);
      expect(studentMathCompleteRequestSchema.safeParse(request).success, subject).toBe(true);
      expect(new TextEncoder().encode(JSON.stringify(request)).length).toBeLessThan(
        MAX_REQUEST_BYTES / 2,
      );
    }
  });

  it('is optional, and every problem must be of the subject’s operator', () => {
    const old: Record<string, unknown> = body('addition', undefined);
    delete old.work;
    expect(studentMathCompleteRequestSchema.safeParse(old).success).toBe(true);
    const problem = { number_0: '81', number_1: '38', operator: '-', answers: {} };
    expect(problemWorkSchema.safeParse(problem).success).toBe(true);
    expect(studentMathCompleteRequestSchema.safeParse(body('subtraction', [problem])).success).toBe(
      true,
    );
    const refused = studentMathCompleteRequestSchema.safeParse(body('addition', [problem]));
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['work'],
        message: "expected every problem to have the subject's operator",
      }),
    ]);
  });
});

describe('trouble spots on the report card', () => {
  const spot = {
    id: 'smaller-from-larger',
    status: 'confirmed',
    name: 'Smaller from larger',
    parentDescription:
      'In every column your child takes the smaller digit away from the larger one.',
    hint: 'When the top digit is smaller, borrow from the next column first.',
    firstSeen: '2025-03-10T16:05:00.000Z',
    lastSeen: '2025-03-12T17:40:00.000Z',
    problems: 2,
    example: { problem: { number_0: '72', number_1: '45', operator: '-' }, answer: '33' },
  };

  it('take a bug id that a newer catalogue may add, but not any text', () => {
    expect(troubleSpotSchema.safeParse(spot).success).toBe(true);
    expect(troubleSpotSchema.safeParse({ ...spot, id: 'a-new-bug-2' }).success).toBe(true);
    expect(troubleSpotSchema.safeParse({ ...spot, id: 'Not an id' }).success).toBe(false);
    expect(troubleSpotSchema.safeParse({ ...spot, status: 'suspected' }).success).toBe(false);
  });

  it('are optional in an answer, as servers without diagnosis send none', () => {
    const subject = {
      subject: 'subtraction',
      level: '4',
      complete: '20',
      score: null,
      grade: null,
      history: [],
    };
    const report = {
      tag: 'student.report',
      student: { accountname: 'sam', firstname: 'sam', lastname: 'lee' },
      subjects: [subject],
      overall: { score: null, grade: null },
      errorReports: [],
    };
    expect(studentReportResponseSchema.safeParse(report).success).toBe(true);
    const withSpots = { ...report, subjects: [{ ...subject, troubleSpots: [spot] }] };
    expect(studentReportResponseSchema.parse(withSpots).subjects[0]?.troubleSpots).toEqual([spot]);
  });
});
