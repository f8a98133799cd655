/**
 * @mathcols/engine — the column-arithmetic core: steps, digit-box layouts, checking,
 * curriculum, seeded generation and session stores. Pure TypeScript, no DOM.
 */
export type * from './types';
export { OperandError, type OperandRule } from './errors';
export { Store, type Listener } from './store';
