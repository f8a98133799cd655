import { useState, useSyncExternalStore } from 'react';
import {
  createWorksheet,
  type Answers,
  type OperandError,
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

/** The hook's own store for one problem, or the engine's reason for refusing it. */
type Created =
  | { key: string; store: WorksheetStore; error?: undefined }
  | { key: string; store?: undefined; error: OperandError };

function create(problem: RawProblem, answers: Answers | undefined): Created {
  const key = problemKey(problem);
  try {
    return { key, store: createWorksheet(problem, { answers }) };
  } catch (error) {
    // By name, not class: an OperandError from a second copy of the engine counts too.
    if (error instanceof Error && error.name === 'OperandError') {
      return { key, error: error as OperandError };
    }
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
  const store = controlled ?? current?.store;
  const state = useSyncExternalStore(
    store?.subscribe ?? subscribeNothing,
    store?.getState ?? getNull,
    store?.getState ?? getNull,
  );
  // Without a store of the caller's, `current` is this problem's: a store or the error.
  return store
    ? { store, state: state!, error: null }
    : { store: null, state: null, error: current!.error! };
}
