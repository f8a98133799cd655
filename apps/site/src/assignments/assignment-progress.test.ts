import { describe, expect, it } from 'vitest';
import { problems } from '../testing/render-route';
import type { AssignmentData } from './assignment-data';
import {
  assignmentProgressKey,
  assignmentSetId,
  clearAssignmentProgress,
  keptToday,
  markAssignmentDone,
  readAssignmentProgress,
  writeAssignmentProgress,
  type AssignmentProgress,
} from './assignment-progress';

const DATA: AssignmentData = {
  subject: 'addition',
  subjectKey: 'addition_2',
  level: 2,
  questions: problems('+', [
    [1, 2],
    [2, 3],
    [3, 4],
  ]),
};

/** Question 1 right, question 2 wrong and shown, question 3 not reached. */
const PROGRESS: AssignmentProgress = {
  index: 1,
  answered: [true, true, false],
  firstTryCorrect: [true, false, false],
  answers: [{ 'sum-0': 3 }, { 'sum-0': 4 }, {}],
  submitted: [true, true, false],
  firstAnswers: [{ 'sum-0': 3 }, { 'sum-0': 4 }, null],
};

const stored = () => localStorage.getItem(assignmentProgressKey('addition'));
const store = (value: unknown) =>
  localStorage.setItem(assignmentProgressKey('addition'), JSON.stringify(value));

describe('assignment progress in localStorage', () => {
  it('names the set by its subject key and operands', () => {
    expect(assignmentSetId(DATA)).toBe('addition_2:1+2,2+3,3+4');
  });

  it('reads back what it wrote for the same set, and nothing after clearing', () => {
    writeAssignmentProgress(DATA, PROGRESS);
    expect(JSON.parse(stored() ?? '')).toMatchObject({ set: 'addition_2:1+2,2+3,3+4' });
    expect(readAssignmentProgress(DATA)).toEqual(PROGRESS);
    clearAssignmentProgress(DATA);
    expect(stored()).toBeNull();
    expect(readAssignmentProgress(DATA)).toBeNull();
  });

  it("drops another set's progress (same subject, other questions or level)", () => {
    writeAssignmentProgress(DATA, PROGRESS);
    expect(readAssignmentProgress({ ...DATA, subjectKey: 'addition_3', level: 3 })).toBeNull();
    expect(stored()).toBeNull();
  });

  it('refuses progress the runner cannot have reached, or of the wrong shape', () => {
    const set = assignmentSetId(DATA);
    const bad = [
      { ...PROGRESS, index: 3 },
      { ...PROGRESS, index: 2, answered: [true, false, false] },
      { ...PROGRESS, answered: [true, false, true] },
      { ...PROGRESS, answers: [{ 'sum-0': 12 }, {}, {}] },
      { ...PROGRESS, submitted: [true, true] },
      { ...PROGRESS, firstAnswers: 'none' },
    ];
    for (const progress of bad) {
      store({ set, ...progress });
      expect(readAssignmentProgress(DATA)).toBeNull();
    }
    localStorage.setItem(assignmentProgressKey('addition'), 'not json');
    expect(readAssignmentProgress(DATA)).toBeNull();
  });

  it("keeps each student's set apart on one device (siblings on one tablet)", () => {
    const sam = { ...DATA, student: 'sam' };
    const alex = { ...DATA, student: 'alex', questions: DATA.questions.slice(0, 2) };
    writeAssignmentProgress(sam, PROGRESS);
    // Alex starts another addition set: Sam's stays.
    expect(readAssignmentProgress(alex)).toBeNull();
    expect(readAssignmentProgress(sam)).toEqual(PROGRESS);
  });

  it('says how far a set begun today got, until it is saved; not a set of another day', () => {
    const sam = { ...DATA, student: 'sam' };
    expect(keptToday('addition', 'sam')).toBeNull();
    writeAssignmentProgress(sam, PROGRESS);
    expect(keptToday('addition', 'sam')).toEqual({ answered: 2, total: 3 });
    expect(keptToday('addition', 'alex')).toBeNull();
    const key = assignmentProgressKey('addition', 'sam');
    const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...kept, day: '2020-01-01' }));
    expect(keptToday('addition', 'sam')).toBeNull();
    writeAssignmentProgress(sam, PROGRESS);
    markAssignmentDone(sam, { score: 67, correctCount: 2, total: 3, fixedCount: 0 });
    expect(keptToday('addition', 'sam')).toBeNull();
  });
});
