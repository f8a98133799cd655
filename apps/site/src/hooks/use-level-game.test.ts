import { createLevelGame } from '@mathcols/engine';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { problems } from '../testing/render-route';
import { useLevelGame } from './use-level-game';

describe('useLevelGame', () => {
  it('follows the game through its actions', () => {
    const game = createLevelGame({
      subject: 'addition',
      levelProblems: { 0: problems('+', [[1, 2]]), 4: problems('+', [[34, 25]]) },
      startLevel: 0,
    });
    const { result } = renderHook(() => useLevelGame(game));
    expect(result.current.currentLevel).toBe(0);
    act(() => game.startLevel(4));
    expect(result.current.currentLevel).toBe(4);
    expect(result.current.problem).toEqual({ number_0: '34', number_1: '25', operator: '+' });
  });
});
