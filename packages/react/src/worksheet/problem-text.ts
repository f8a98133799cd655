/**
 * Display helpers for raw problems: the way a problem is named to a child ("57 + 68") and the
 * stable identity the worksheet keys its engine store by.
 */
import type { Operator, RawProblem } from '@mathcols/engine';

const SIGNS: Readonly<Record<Operator, string>> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

/**
 * The problem as a child reads it, operands as given: `{ number_0: '57', number_1: '68',
 * operator: '+' }` → "57 + 68". Unknown operators are shown as they came.
 */
export function problemText(problem: RawProblem): string {
  const sign = SIGNS[problem.operator] ?? String(problem.operator);
  return `${String(problem.number_0)} ${sign} ${String(problem.number_1)}`;
}

/** A string that changes exactly when the problem does (operator and both operands). */
export function problemKey(problem: RawProblem): string {
  return `${String(problem.operator)}|${String(problem.number_0)}|${String(problem.number_1)}`;
}
