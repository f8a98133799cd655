export { firstDividendPartLength, solveLongDivision } from './solve';
export { longDivisionLayout, stepEndColumn } from './layout';
export { longDivisionOperation } from './operation';
