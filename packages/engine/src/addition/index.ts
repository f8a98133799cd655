export { additionOperation } from './operation';
export { carryKey, layoutAddition, sumKey } from './layout';
export { solveAddition } from './solve';
