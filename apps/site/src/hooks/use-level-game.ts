import type { LevelGame, LevelGameState } from '@mathcols/engine';
import { useSyncExternalStore } from 'react';

/**
 * Reads a level game (the engine's free-practice controller of one subject) and re-renders on
 * every change. The game itself lives outside React, so its state survives unmounting (e.g.
 * switching subject tabs); call its actions (`startLevel`, `nextProblem`,
 * `generateNewProblem`) to change it.
 *
 * @param game - a store made by the engine's `createLevelGame`
 * @returns the current {@link LevelGameState} snapshot
 * @see spec §2 "Free practice", §3 "Game state per subject"
 */
export function useLevelGame(game: LevelGame): LevelGameState {
  return useSyncExternalStore(game.subscribe, game.getState, game.getState);
}
