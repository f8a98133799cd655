/**
 * @mathcols/engine — the column-arithmetic core: steps, digit-box layouts, checking,
 * curriculum, seeded generation and session stores. Pure TypeScript, no DOM.
 */
export type * from './types';
export { OperandError, type OperandRule } from './errors';
export { Store, type Listener } from './store';
export * from './subjects';
export * from './digits';
export * from './grid';
export * from './addition';
export * from './subtraction';
export * from './multiplication';
export * from './long-division';
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
