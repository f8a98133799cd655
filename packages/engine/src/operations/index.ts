export { OPERATIONS, isOperator, operationFor } from './registry';
export { layoutProblem, solveProblem, trySolveProblem, type SolveResult } from './solve-problem';
