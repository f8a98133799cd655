export { borrowKey, differenceKey, layoutSubtraction, MINUS_SIGN } from './layout';
export { subtractionOperation } from './operation';
export { solveSubtraction } from './solve';
