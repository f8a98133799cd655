export {
  multiplicationDifficulty,
  multiplicationDifficultyScore,
  solveMultiplication,
} from './solve';
export { displayedPartialProducts, multiplicationLayout } from './layout';
export { multiplicationOperation } from './operation';
