/**
 * @mathcols/engine — the column-arithmetic core: steps, digit-box layouts, checking,
 * curriculum, seeded generation and session stores. Pure TypeScript, no DOM.
 *
 * Every exported function that takes operands validates them like `createWorksheet` does and
 * throws the same `OperandError`; digit-string helpers, layout builders (per operation and the
 * grid's row/box builders; only the grid's types are public) and box keys are internal: reach
 * layouts through `layoutProblem` or an operation record.
 */
export type * from './types';
export { OperandError, type OperandRule } from './errors';
export { Store, type Listener } from './store';
export * from './subjects';
export { MAX_OPERAND_DIGITS, NAMED_COLUMNS, columnName, parseOperand, placeName } from './digits';
export type * from './grid';
export { additionOperation, solveAddition } from './addition';
export { subtractionOperation, solveSubtraction } from './subtraction';
export { multiplicationOperation, solveMultiplication } from './multiplication';
export { longDivisionOperation, solveLongDivision } from './long-division';
export * from './operations';
export * from './checking';
export * from './worksheet';
export * from './curriculum';
export * from './level-game';
export * from './schedules';
export * from './grading';
export * from './adaptive';
export * from './assignment-runner';
export * from './practice-session';
export * from './quiz';
