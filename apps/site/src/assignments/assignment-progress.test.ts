import { describe, expect, it } from 'vitest';
import { problems } from '../testing/render-route';
import type { AssignmentData } from './assignment-data';
import {
  assignmentProgressKey,
  assignmentSetId,
  clearAssignmentProgress,
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
});
