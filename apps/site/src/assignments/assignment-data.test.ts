import { describe, expect, it } from 'vitest';
import { readAssignmentData } from './assignment-data';

const questions = [{ number_0: '1', number_1: '2', operator: '+' }];

describe('readAssignmentData', () => {
  it('reads the state /assignments passes', () => {
    const assignmentData = { subject: 'addition', subjectKey: 'addition_2', questions, level: 2 };
    expect(readAssignmentData({ assignmentData })).toEqual(assignmentData);
  });

  it('takes the level from subjectKey when level is missing', () => {
    const state = { assignmentData: { subject: 'addition', subjectKey: 'addition_4', questions } };
    expect(readAssignmentData(state)?.level).toBe(4);
  });

  it.each([
    ['no state', null],
    ['no assignmentData', { other: true }],
    ['an unknown subject', { assignmentData: { subject: 'algebra', questions, level: 0 } }],
    ['no questions', { assignmentData: { subject: 'addition', questions: [], level: 0 } }],
  ])('refuses %s', (_, state) => {
    expect(readAssignmentData(state)).toBeNull();
  });
});
