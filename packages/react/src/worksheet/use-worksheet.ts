import { useState, useSyncExternalStore } from 'react';
import {
  OperandError,
  createWorksheet,
  type Answers,
  type RawProblem,
  type WorksheetState,
  type WorksheetStore,
} from '@mathcols/engine';
import { problemKey } from './problem-text';

/** Options of {@link useWorksheet}. */
export interface UseWorksheetOptions {
  /**
   * A store made by the caller with `createWorksheet` (controlled mode); when given, the hook
   * reads it and ignores `problem`. @defaultValue undefined (the hook makes its own store)
   */
  store?: WorksheetStore;
  /**
   * Digits the hook's own store starts with, read whenever it makes a store (on mount and for
   * each new problem); unknown keys and non-digits are dropped. Ignored with `store`.
   * @defaultValue undefined (every box blank)
   */
  answers?: Answers;
}

/** What {@link useWorksheet} returns: a live store and its state, or the operand error. */
export type UseWorksheetResult =
  | { store: WorksheetStore; state: WorksheetState; error: null }
  | { store: null; state: null; error: OperandError };

interface Created {
  key: string;
  store: WorksheetStore | null;
  error: OperandError | null;
}

const isOperandError = (error: unknown): error is OperandError =>
  error instanceof OperandError || (error instanceof Error && error.name === 'OperandError');

function create(problem: RawProblem, answers: Answers | undefined): Created {
  const key = problemKey(problem);
  try {
    return { key, store: createWorksheet(problem, { answers }), error: null };
  } catch (error) {
    if (isOperandError(error)) return { key, store: null, error };
    throw error;
  }
}

const subscribeNothing = () => () => {};
const getNull = () => null;

/**
 * Creates the engine's worksheet store once per problem (a new store when the operator or an
 * operand changes, the same one across re-renders) and reads its state with
 * `useSyncExternalStore`. Answers, marks, completion and Submit's availability all come from
 * the engine; call the store's actions (`enterDigit`, `clearBox`, `focusBox`, `submit`,
 * `retry`, `reset`) to change them.
 *
 * @param problem the raw problem (`number_0`, `number_1`, `operator`).
 * @param options a store made outside (`store`), or the digits a new store starts with (`answers`).
 * @returns `{ store, state, error: null }`, or `{ store: null, state: null, error }` when the
 *   engine rejects the operands with an `OperandError` (any other error is rethrown).
 * @see spec §4 "Worksheet per problem"
 */
export function useWorksheet(
  problem: RawProblem,
  options: UseWorksheetOptions = {},
): UseWorksheetResult {
  const controlled = options.store;
  const key = problemKey(problem);
  const [created, setCreated] = useState<Created | null>(() =>
    controlled ? null : create(problem, options.answers),
  );
  let current = created;
  if (!controlled && current?.key !== key) {
    current = create(problem, options.answers);
    setCreated(current);
  }
  const store = controlled ?? current?.store ?? null;
  const state = useSyncExternalStore(
    store ? store.subscribe : subscribeNothing,
    store ? store.getState : getNull,
    store ? store.getState : getNull,
  );
  if (store && state) return { store, state, error: null };
  const error = current?.error ?? new OperandError('not-a-whole-number', 'No worksheet');
  return { store: null, state: null, error };
}
