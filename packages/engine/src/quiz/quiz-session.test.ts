import { describe, expect, it, vi } from 'vitest';
import { generateQuiz } from './quiz-generation';
import { createQuizSession, type QuizSession } from './quiz-session';

const OPTIONS = { operation: 'multiplication', level: 3, seed: 'quiz-test' } as const;

/** A wrong answer for a question: its answer plus one. */
const wrong = (answer: string): string => (BigInt(answer) + 1n).toString();

/** Answers all 10 questions, the first `right` of them correctly, and presses Next each time. */
function play(quiz: QuizSession, right: number): void {
  for (let i = 0; i < 10; i += 1) {
    const { answer } = quiz.getState().question;
    quiz.submitAnswer(i < right ? answer : wrong(answer));
    quiz.nextProblem();
  }
}

describe('createQuizSession', () => {
  it('starts on the first of 10 generated questions, nothing answered', () => {
    const quiz = createQuizSession(OPTIONS);
    const questions = generateQuiz(OPTIONS);
    expect(quiz.getState()).toMatchObject({
      operation: 'multiplication',
      level: 3,
      seed: 'quiz-test',
      index: 0,
      total: 10,
      question: questions[0],
      answeredCount: 0,
      correctCount: 0,
      isLast: false,
      lastResult: null,
      phase: 'asking',
      band: null,
      title: null,
      choices: [],
    });
    expect(quiz.getState().questions).toEqual(questions);
  });

  it('starts at level 1 by default and refuses levels outside 1 … 100', () => {
    expect(createQuizSession({ operation: 'addition', seed: 1 }).getState().level).toBe(1);
    expect(() => createQuizSession({ ...OPTIONS, level: 0 })).toThrow(RangeError);
    expect(() => createQuizSession({ ...OPTIONS, level: 101 })).toThrow(RangeError);
  });
});

describe('submitAnswer (spec §4: each answer increments the counter; §5: input non-empty)', () => {
  it('marks a right answer and counts it', () => {
    const quiz = createQuizSession(OPTIONS);
    const { answer } = quiz.getState().question;
    quiz.submitAnswer(answer);
    expect(quiz.getState()).toMatchObject({
      answeredCount: 1,
      correctCount: 1,
      phase: 'answered',
      lastResult: { given: answer, correct: true, answer },
    });
  });

  it('marks a wrong answer, counts the answer but not as correct, and shows the right one', () => {
    const quiz = createQuizSession(OPTIONS);
    const { answer } = quiz.getState().question;
    quiz.submitAnswer(wrong(answer));
    expect(quiz.getState()).toMatchObject({
      answeredCount: 1,
      correctCount: 0,
      lastResult: { given: wrong(answer), correct: false, answer },
    });
  });

  it('accepts leading zeros and surrounding spaces', () => {
    const quiz = createQuizSession(OPTIONS);
    const { answer } = quiz.getState().question;
    quiz.submitAnswer(` 00${answer} `);
    expect(quiz.getState().lastResult).toEqual({ given: answer, correct: true, answer });
  });

  it.each(['', '   ', '-5', '4.0', '1e2', 'abc', '12a'])('ignores %j', (text) => {
    const quiz = createQuizSession(OPTIONS);
    const listener = vi.fn();
    quiz.subscribe(listener);
    quiz.submitAnswer(text);
    expect(quiz.getState()).toMatchObject({ answeredCount: 0, phase: 'asking' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('takes one answer per question: a second submission changes nothing', () => {
    const quiz = createQuizSession(OPTIONS);
    const { answer } = quiz.getState().question;
    quiz.submitAnswer(wrong(answer));
    quiz.submitAnswer(answer);
    expect(quiz.getState()).toMatchObject({ answeredCount: 1, correctCount: 0 });
  });
});

describe('nextProblem (spec §4: the 10th answer shows results)', () => {
  it('does nothing before the shown question is answered', () => {
    const quiz = createQuizSession(OPTIONS);
    quiz.nextProblem();
    expect(quiz.getState()).toMatchObject({ index: 0, phase: 'asking' });
  });

  it('moves to the next question and clears the feedback', () => {
    const quiz = createQuizSession(OPTIONS);
    quiz.submitAnswer(quiz.getState().question.answer);
    quiz.nextProblem();
    expect(quiz.getState()).toMatchObject({
      index: 1,
      question: generateQuiz(OPTIONS)[1],
      phase: 'asking',
      lastResult: null,
      answeredCount: 1,
    });
  });

  it('marks the 10th question as the last, then shows the results after its answer', () => {
    const quiz = createQuizSession(OPTIONS);
    for (let i = 0; i < 9; i += 1) {
      quiz.submitAnswer(quiz.getState().question.answer);
      quiz.nextProblem();
    }
    expect(quiz.getState()).toMatchObject({ index: 9, isLast: true, phase: 'asking' });
    quiz.submitAnswer(quiz.getState().question.answer);
    expect(quiz.getState().phase).toBe('answered');
    quiz.nextProblem();
    expect(quiz.getState()).toMatchObject({
      phase: 'results',
      answeredCount: 10,
      correctCount: 10,
      band: 'excellent',
      title: 'Excellent Work!',
      choices: ['next-level', 'stay'],
    });
  });

  it.each([
    [0, 'keep-practicing', 'Keep Practicing!', ['retry', 'back-to-assignments']],
    [4, 'keep-practicing', 'Keep Practicing!', ['retry', 'back-to-assignments']],
    [5, 'good-progress', 'Good Progress!', ['lower-level', 'continue']],
    [8, 'good-progress', 'Good Progress!', ['lower-level', 'continue']],
    [9, 'excellent', 'Excellent Work!', ['next-level', 'stay']],
  ])('a quiz with %i right answers ends in %s (%s)', (right, band, title, choices) => {
    const quiz = createQuizSession(OPTIONS);
    play(quiz, right);
    expect(quiz.getState()).toMatchObject({ phase: 'results', correctCount: right, band, title });
    expect(quiz.getState().choices).toEqual(choices);
  });

  it('offers no lower level at level 1', () => {
    const quiz = createQuizSession({ ...OPTIONS, level: 1 });
    play(quiz, 5);
    expect(quiz.getState()).toMatchObject({ title: 'Good Progress!', choices: ['continue'] });
  });

  it('ignores answers and Next on the results screen', () => {
    const quiz = createQuizSession(OPTIONS);
    play(quiz, 7);
    const results = quiz.getState();
    quiz.submitAnswer('1');
    quiz.nextProblem();
    expect(quiz.getState()).toBe(results);
  });
});

describe('restart', () => {
  it('starts a new quiz with new questions at the same level and counters at 0', () => {
    const quiz = createQuizSession(OPTIONS);
    play(quiz, 3);
    const before = quiz.getState().questions;
    quiz.restart();
    const state = quiz.getState();
    expect(state).toMatchObject({
      level: 3,
      seed: 'quiz-test#1',
      index: 0,
      answeredCount: 0,
      correctCount: 0,
      phase: 'asking',
      band: null,
      title: null,
      choices: [],
    });
    expect(state.questions).not.toEqual(before);
    quiz.restart();
    expect(quiz.getState().seed).toBe('quiz-test#2');
  });

  it('moves to the given level with the given seed', () => {
    const quiz = createQuizSession(OPTIONS);
    quiz.restart({ level: 4, seed: 'other' });
    expect(quiz.getState().level).toBe(4);
    expect(quiz.getState().questions).toEqual(
      generateQuiz({ operation: 'multiplication', level: 4, seed: 'other' }),
    );
  });

  it('refuses a level outside 1 … 100 and keeps the quiz as it was', () => {
    const quiz = createQuizSession(OPTIONS);
    const state = quiz.getState();
    expect(() => quiz.restart({ level: 101 })).toThrow(RangeError);
    expect(quiz.getState()).toBe(state);
    quiz.restart();
    expect(quiz.getState().seed).toBe('quiz-test#1');
  });
});
