import type { RawProblem } from '@mathcols/engine';

/** Ten one-column additions: an assignment set whose every answer is a single digit. */
export const TEN_ADDITIONS: RawProblem[] = [
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 4],
  [1, 1],
  [2, 2],
  [3, 3],
  [5, 4],
  [6, 2],
  [7, 1],
].map(([first, second]) => ({ number_0: String(first), number_1: String(second), operator: '+' }));

/** The sums of {@link TEN_ADDITIONS}, in order, as a child types them. */
export const TEN_SUMS = TEN_ADDITIONS.map(({ number_0, number_1 }) =>
  String(Number(number_0) + Number(number_1)),
);
