/**
 * The diagnoser: which catalogued bugs explain a submitted worksheet's wrong boxes.
 * @see issue 12 "A diagnoser", docs/diagnosis.md "How the diagnoser decides"
 */
import { answerOf, checkLayout } from '../checking';
import { layoutProblem } from '../operations';
import type { Answers } from '../types';
import { layoutAnswerText } from './answer-text';
import { BUG_MODULES, definitionOf } from './catalogue';
import { compareWork, fitOf, fitScore, sameDigit } from './compare';
import { simulateWork } from './simulate';
import { solvedProblem, type ProblemInput } from './solve-input';
import type { BugId, BugMatch, Diagnosis, SimulatedWork } from './types';

/** Whether the child's digit is the bug's in every box of the bug's decision (its keys). */
const keysAgree = (work: SimulatedWork, answers: Answers): boolean =>
  (work.keys ?? []).every((key) => sameDigit(answerOf(answers, key), answerOf(work.answers, key)));

const byId = (a: { id: BugId }, b: { id: BugId }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whether the catalogue names bug `id` first in a tie (see `BugDefinition.namedFirst`). */
const namedFirst = (id: BugId): number => Number(definitionOf(id).namedFirst === true);

/** The bugs named first in a tie before the others, then by id. */
const byHintFit = (a: { id: BugId }, b: { id: BugId }) =>
  namedFirst(b.id) - namedFirst(a.id) || byId(a, b);

/** The best matches: every exact one, else every 'mostly' one with the best score. */
function bestMatches(matches: readonly BugMatch[]): BugMatch[] {
  const exact = matches.filter((match) => match.fit === 'exact');
  if (exact.length > 0) return exact;
  const best = Math.max(...matches.map((match) => match.score));
  return matches.filter((match) => match.score === best);
}

/**
 * Diagnoses one submitted worksheet: simulates every catalogued bug of the problem's subject
 * and keeps those whose answers explain the child's wrong boxes.
 *
 * Evidence, box by box (see docs/diagnosis.md): a checked box marked wrong that holds the
 * bug's digit supports the bug; a wrong box with another digit is unexplained; a box the child
 * got right that the bug would get wrong, and a carry or borrow box the child filled with
 * another digit than the bug writes, are counter-evidence. A bug fits `'exact'` with support
 * and nothing else, `'mostly'` with at least two supporting boxes making at least
 * `MOSTLY_SCORE` (75 %) of all three and the bug's digit in the boxes of its decision (a
 * division's quotient digit). Blank and 0 read alike.
 *
 * @param problem a wire problem or a solved problem; its layout is `layoutProblem`'s.
 * @param answers the child's digits by box key (a missing key is a blank box), as submitted.
 * @returns the {@link Diagnosis}: `bugs` holds every exact fit, or else the best 'mostly' fits
 *   (ties all named, `ambiguous` true when more than one); no bug when the worksheet has no
 *   wrong box or no catalogued bug explains it.
 * @throws `OperandError` as `solveProblem` for a raw problem that makes no worksheet.
 * @example diagnose({ number_0: '81', number_1: '38', operator: '-' },
 *   { 'difference-0': 7, 'difference-1': 5 }).bugs[0]?.id // 'smaller-from-larger'
 * @see issue 12 "A diagnoser"
 */
export function diagnose(problem: ProblemInput, answers: Answers): Diagnosis {
  const solved = solvedProblem(problem);
  const layout = layoutProblem(solved);
  const { wrongCount } = checkLayout(layout, answers);
  const couldShow: BugId[] = [];
  const matches: BugMatch[] = [];
  for (const definition of BUG_MODULES[solved.operator].bugs) {
    const work = simulateWork(definition, solved, layout);
    if (!work) continue;
    couldShow.push(definition.id);
    if (wrongCount === 0) continue;
    const comparison = compareWork(layout, answers, work.answers);
    const fit = fitOf(comparison);
    if (fit === null || !keysAgree(work, answers)) continue;
    matches.push({
      id: definition.id,
      fit,
      ...comparison,
      columns: work.columns,
      score: fitScore(comparison),
    });
  }
  const bugs = matches.length > 0 ? bestMatches(matches).sort(byHintFit) : [];
  return {
    wrongCount,
    answer: layoutAnswerText(layout, answers),
    bugs,
    ambiguous: bugs.length > 1,
    couldShow: couldShow.sort(),
  };
}
