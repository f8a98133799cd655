/**
 * Types of the procedural-bug diagnosis: the catalogue record of a bug, the simulated work of a
 * child who has it, a diagnosis of one worksheet, and what each operation's bug module provides.
 * @see issue 12 "Teach, not only check", docs/diagnosis.md
 */
import type { Answers, Problem, RawProblem, Subject, WorksheetLayout } from '../types';

/**
 * Every catalogued bug id, subject by subject (kebab-case; the names of VanLehn's subtraction
 * catalogue where it has one). Stable: the server stores them and the api-client validates them.
 * @see docs/diagnosis.md "The catalogue"
 */
export const BUG_IDS = [
  'forgot-to-carry',
  'whole-column-sum',
  'smaller-from-larger',
  'borrow-no-decrement',
  'borrow-from-zero',
  'borrow-across-zero',
  'stops-borrow-at-zero',
  'carry-not-added',
  'carry-added-before-multiplying',
  'partial-product-not-shifted',
  'missing-quotient-zero',
  'remainder-too-large',
] as const;

/** The id of a catalogued procedural bug, e.g. `'smaller-from-larger'`. @see {@link BUG_IDS} */
export type BugId = (typeof BUG_IDS)[number];

/**
 * A published example of a bug: the problem and the answer a child with the bug writes.
 * @see issue 12 (the examples it lists), docs/diagnosis.md "The catalogue"
 */
export interface BugExample {
  /** The problem as it travels on the wire, e.g. `{ number_0: '81', number_1: '38', operator: '-' }`. */
  readonly problem: RawProblem;
  /**
   * The buggy answer as the child's answer row reads (see `answerText`): digits most
   * significant first, e.g. `'57'`; a division with a remainder as `'8 r 7'`.
   */
  readonly answer: string;
}

/**
 * The catalogue record of one procedural bug: plain data, safe to show and to serialise.
 * @see issue 12 "A catalogue of at least these procedural bugs", docs/diagnosis.md
 */
export interface Bug {
  readonly id: BugId;
  /** The subject whose worksheets can show it. */
  readonly subject: Subject;
  /** A short name for adults, e.g. "Smaller from larger". */
  readonly name: string;
  /**
   * One kind sentence for a child of 6–12 that says what to do and never gives an answer digit
   * away, e.g. "When the top digit is smaller, borrow from the next column first."
   */
  readonly hint: string;
  /** One or two sentences for a parent: what the child does and why the answer goes wrong. */
  readonly parentDescription: string;
  /** The published example, reproduced by the simulator (a test checks it). */
  readonly example: BugExample;
  /** Where the bug is described (author, year, title). */
  readonly source: string;
}

/**
 * What a child with a bug writes on one worksheet.
 * Internal to the diagnosis (the public simulator returns only `answers`).
 */
export interface SimulatedWork {
  /**
   * Box key → digit, for the problem's real layout: every box the child fills, regroup (carry,
   * borrow) boxes included; a missing key is a box the child leaves blank.
   */
  readonly answers: Answers;
  /** The grid columns (place values, 0 = ones) where the buggy step happens, ascending. */
  readonly columns: readonly number[];
  /**
   * Boxes holding the decision the bug is about (a division's quotient digit: its multiply and
   * subtract rows only follow from it). A worksheet whose digit differs from the bug's in one of
   * them does not show the bug, however many other boxes agree. Absent: none.
   */
  readonly keys?: readonly string[];
}

/**
 * A bug of the catalogue with its simulator. Internal: one record per bug in its operation's
 * {@link BugModule}.
 */
export interface BugDefinition<P extends Problem = Problem> extends Bug {
  /**
   * The bug shows only in a narrower case of a general bug's situation (borrowing from a 0):
   * when both explain a worksheet, it is named first, so the first hint fits ("make it one
   * smaller" cannot be done to a 0). @see Diagnosis.bugs
   */
  readonly namedFirst?: true;
  /**
   * The work of a child with this bug on `problem` laid out as `layout` (the problem's own
   * layout), or `null` when the bug leaves no mark on it (the worksheet would be right) or our
   * boxes cannot hold the buggy work. The result may still be fully right; the caller checks.
   */
  simulate(problem: P, layout: WorksheetLayout): SimulatedWork | null;
}

/**
 * One operation's bugs, registered once in the catalogue (`… satisfies BugModule<…>`), so no
 * code has to `switch (operator)`.
 */
export interface BugModule<P extends Problem = Problem> {
  readonly operator: P['operator'];
  readonly subject: Subject;
  readonly bugs: readonly BugDefinition<P>[];
}

/**
 * How well a bug explains a worksheet:
 * - `'exact'`: every wrong checked box holds the digit the bug predicts, every box the bug would
 *   get wrong is wrong, and no regroup box the child filled contradicts it;
 * - `'mostly'`: at least two wrong boxes hold the bug's digits and they make at least
 *   {@link MOSTLY_SCORE} of all the boxes where the child or the bug deviate from the right
 *   answer (children are not consistent), and the child's digit agrees with the bug's in the
 *   boxes of the decision the bug is about (a division's quotient digit).
 * @see docs/diagnosis.md "How the diagnoser decides"
 */
export type BugFit = 'exact' | 'mostly';

/**
 * The least share of agreeing boxes for a `'mostly'` fit (see {@link BugMatch.score}).
 * @see docs/diagnosis.md "How the diagnoser decides"
 */
export const MOSTLY_SCORE = 0.75;

/**
 * One bug that explains a worksheet's wrong boxes.
 * @see issue 12 "A diagnoser", docs/diagnosis.md
 */
export interface BugMatch {
  readonly id: BugId;
  readonly fit: BugFit;
  /**
   * The evidence: keys of the boxes marked wrong that hold exactly the bug's digit, in the
   * layout's working order.
   */
  readonly evidence: readonly string[];
  /** Keys of boxes marked wrong whose digit the bug does not predict (empty when exact). */
  readonly unexplained: readonly string[];
  /**
   * Counter-evidence (empty when exact): checked boxes the child got right although the bug
   * would get them wrong, and regroup boxes the child filled with another digit than the bug
   * writes (a written borrow digit contradicts borrow-no-decrement).
   */
  readonly counterEvidence: readonly string[];
  /**
   * The grid columns (place values, 0 = ones) where the buggy step happens, ascending — where
   * to show the hint.
   */
  readonly columns: readonly number[];
  /**
   * evidence / (evidence + unexplained + counterEvidence), 0–1 (1 for an exact fit).
   */
  readonly score: number;
}

/**
 * The diagnosis of one submitted worksheet. Plain JSON-serialisable data.
 * @see issue 12 "A diagnoser", docs/diagnosis.md
 */
export interface Diagnosis {
  /** Checked boxes marked wrong (as `checkLayout` counts them). 0: nothing to diagnose. */
  readonly wrongCount: number;
  /** The child's answer as the answer row reads (see `answerText`), e.g. `'57'`, `'8 r 7'`. */
  readonly answer: string;
  /**
   * The bugs that explain the wrong boxes best: every exact fit, or else every `'mostly'` fit
   * with the best score; those that show only when borrowing from a 0 first (their hint is the
   * one that fits when every lender is a 0), then by id. Empty when the worksheet has no wrong box or no
   * catalogued bug explains it (never the nearest name).
   */
  readonly bugs: readonly BugMatch[];
  /**
   * Several bugs explain the answer equally well (e.g. borrow-no-decrement and
   * stops-borrow-at-zero when every lender is a 0): the worksheet cannot tell them apart;
   * `probeProblem` finds one that can.
   */
  readonly ambiguous: boolean;
  /**
   * The catalogued bugs of the subject that this problem could show (their simulated answer is
   * wrong somewhere), sorted. The tracker uses it for clean solves.
   */
  readonly couldShow: readonly BugId[];
}
