import type { SolvedResult } from './progress-dots';

/** Whether `value` is a {@link SolvedResult} ('right' or 'fixed'), e.g. read back from storage. */
export const isSolvedResult = (value: unknown): value is SolvedResult =>
  value === 'right' || value === 'fixed';
