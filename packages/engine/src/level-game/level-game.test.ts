import { describe, expect, it } from 'vitest';
import { generateProblems } from '../curriculum/generate-problems';
import type { RawProblem } from '../types';
import { createLevelGame, type LevelGameOptions } from './level-game';

const setOf = (level: number): RawProblem[] => generateProblems('addition', level, 10, 'game');

const options = (overrides: Partial<LevelGameOptions> = {}): LevelGameOptions => ({
  subject: 'addition',
  levelProblems: { 0: setOf(0), 1: setOf(1), 2: setOf(2) },
  startLevel: 0,
  ...overrides,
});

const solve = (game: { nextProblem(): void }, times: number) => {
  for (let index = 0; index < times; index += 1) game.nextProblem();
};

describe('createLevelGame', () => {
  it('starts on the first problem of the start level, listing the levels that have problems', () => {
    const game = createLevelGame(options({ levelProblems: { 2: setOf(2), 0: setOf(0), 5: [] } }));
    expect(game.getState()).toMatchObject({
      subject: 'addition',
      currentLevel: 0,
      completedLevels: [],
      availableLevels: [0, 2],
      currentProblemIndex: 0,
      problem: setOf(0)[0],
      score: 0,
      isComplete: false,
      problemsCompleted: 0,
    });
    expect(game.getState().levelProblems).toEqual(setOf(0));
  });

  it('moves to the next problem after each solved one and counts it', () => {
    const game = createLevelGame(options());
    solve(game, 3);
    expect(game.getState()).toMatchObject({
      currentLevel: 0,
      currentProblemIndex: 3,
      problem: setOf(0)[3],
      problemsCompleted: 3,
      score: 0,
    });
  });

  it('completes the level after ten problems: +10 score, then on to the next level', () => {
    const game = createLevelGame(options({ score: 30 }));
    solve(game, 10);
    expect(game.getState()).toMatchObject({
      currentLevel: 1,
      completedLevels: [0],
      score: 40,
      currentProblemIndex: 0,
      problem: setOf(1)[0],
      levelProblems: setOf(1),
      problemsCompleted: 0,
      isComplete: false,
    });
    solve(game, 10);
    expect(game.getState()).toMatchObject({ currentLevel: 2, completedLevels: [0, 1], score: 50 });
  });

  it('stays at the current level, marked complete, when the next level has no problems', () => {
    const game = createLevelGame(options({ startLevel: 2 }));
    solve(game, 10);
    const finished = game.getState();
    expect(finished).toMatchObject({
      currentLevel: 2,
      completedLevels: [2],
      score: 10,
      isComplete: true,
      problemsCompleted: 10,
      problem: setOf(2)[9],
    });
    game.nextProblem();
    expect(game.getState()).toBe(finished);
  });

  it('stays at level 19 after finishing it (there is no level 20)', () => {
    const game = createLevelGame({
      subject: 'addition',
      levelProblems: { 19: setOf(19) },
      startLevel: 19,
    });
    solve(game, 10);
    expect(game.getState()).toMatchObject({ currentLevel: 19, isComplete: true, score: 10 });
  });

  it('cycles through the list with "Generate New Problem", wrapping to the first', () => {
    const game = createLevelGame(options());
    solve(game, 8);
    game.generateNewProblem();
    expect(game.getState()).toMatchObject({ currentProblemIndex: 9, problem: setOf(0)[9] });
    game.generateNewProblem();
    expect(game.getState()).toMatchObject({
      currentLevel: 0,
      currentProblemIndex: 0,
      problem: setOf(0)[0],
      problemsCompleted: 8,
      score: 0,
    });
  });

  it('completes a level only once as many problems were solved as the list holds, skips aside', () => {
    // Nine skips, then one solved problem: one of ten, not the end of the level.
    const skippedFirst = createLevelGame(options());
    for (let skip = 0; skip < 9; skip += 1) skippedFirst.generateNewProblem();
    skippedFirst.nextProblem();
    expect(skippedFirst.getState()).toMatchObject({
      currentLevel: 0,
      completedLevels: [],
      score: 0,
      problemsCompleted: 1,
      currentProblemIndex: 0,
      problem: setOf(0)[0],
    });
    // Nine solved, one skip (wrapping to the first), then the tenth solved: the level is done.
    const skippedLast = createLevelGame(options());
    solve(skippedLast, 9);
    skippedLast.generateNewProblem();
    solve(skippedLast, 1);
    expect(skippedLast.getState()).toMatchObject({
      currentLevel: 1,
      completedLevels: [0],
      score: 10,
      problemsCompleted: 0,
    });
  });

  it('startLevel jumps to a level from its first problem and keeps score and completed levels', () => {
    const game = createLevelGame(options());
    solve(game, 12);
    game.startLevel(0);
    expect(game.getState()).toMatchObject({
      currentLevel: 0,
      currentProblemIndex: 0,
      problem: setOf(0)[0],
      problemsCompleted: 0,
      isComplete: false,
      completedLevels: [0],
      score: 10,
    });
  });

  it('shows no problem for a level without problems, and the actions then do nothing', () => {
    const game = createLevelGame(options());
    game.startLevel(7);
    const empty = game.getState();
    expect(empty).toMatchObject({ currentLevel: 7, problem: null, levelProblems: [] });
    game.nextProblem();
    game.generateNewProblem();
    expect(game.getState()).toBe(empty);
  });

  it('notifies subscribers once per change with a new snapshot', () => {
    const game = createLevelGame(options());
    const snapshots: unknown[] = [];
    game.subscribe(() => snapshots.push(game.getState()));
    const before = game.getState();
    game.nextProblem();
    game.generateNewProblem();
    expect(snapshots).toHaveLength(2);
    expect(snapshots[0]).not.toBe(before);
    expect(before.currentProblemIndex).toBe(0);
  });

  it("is not affected by later changes to the caller's problem arrays", () => {
    const list = setOf(0);
    const game = createLevelGame(options({ levelProblems: { 0: list } }));
    list.length = 0;
    expect(game.getState().levelProblems).toHaveLength(10);
  });

  it('refuses an unknown subject, a level outside 0 to 19 or a negative score', () => {
    expect(() => createLevelGame(options({ startLevel: 20 }))).toThrow(RangeError);
    expect(() => createLevelGame(options({ startLevel: 1.5 }))).toThrow(RangeError);
    expect(() => createLevelGame(options({ score: -10 }))).toThrow(RangeError);
    expect(() => createLevelGame(options({ subject: 'art' as never }))).toThrow(RangeError);
    expect(() => createLevelGame(options()).startLevel(-1)).toThrow(RangeError);
  });
});
