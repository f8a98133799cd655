/**
 * The digit-box layout of a long multiplication.
 * @see spec §2 "Worksheet behaviour", §5 "Multiplication"
 */
import { digitAt } from '../digits';
import {
  answerBoxSpecs,
  assembleLayout,
  boxLabel,
  boxRow,
  carryLabel,
  chainLinks,
  columnRange,
  placeholderZeros,
  regroupBoxSpecs,
  textRow,
  type BuiltRow,
} from '../grid';
import type { Digit, MultiplicationProblem, PartialProduct, WorksheetLayout } from '../types';

/**
 * The partial products that get a row of their own: every non-zero multiplier digit, ones
 * first — but only when there are two or more of them; otherwise none (the child writes the
 * product directly, e.g. 47 × 30).
 *
 * @param problem a solved multiplication
 * @returns the partial products shown as rows, ones digit first (`[]` for a single-row layout)
 * @see spec §5 "Multi-row display only when the multiplier has two or more non-zero digits"
 */
export function displayedPartialProducts(problem: MultiplicationProblem): PartialProduct[] {
  const nonZero = problem.partialProducts.filter((partial) => partial.multiplierDigit !== 0);
  return nonZero.length >= 2 ? nonZero : [];
}

/**
 * Carries of `multiplicand × digit`, written above the multiplicand: entry `c` is the carry
 * into column `c` (entry 0 is always 0).
 */
function carriesOf(multiplicand: string, digit: Digit): Digit[] {
  const carries: Digit[] = [0];
  let carry = 0;
  for (let column = 0; column < multiplicand.length; column += 1) {
    carry = Math.floor((digitAt(multiplicand, column) * digit + carry) / 10);
    carries.push(carry as Digit);
  }
  return carries;
}

/** The digit string of `multiplicand × digit` (a partial product before its shift). */
function unshiftedValue(multiplicand: string, partial: PartialProduct): string {
  return (BigInt(multiplicand) * BigInt(partial.multiplierDigit)).toString();
}

/**
 * Builds the worksheet of a long multiplication `multiplicand × multiplier` (lengths m, n).
 *
 * Rows, top to bottom (`columns` = m + n, column 0 = ones):
 * - `carries` (kind 'carry', "Carries"): one unchecked, optional carry box above each
 *   multiplicand column 1…m−1 (omitted when m = 1); key `carry-{column}`, label "Carry into
 *   the tens column", `fieldPosition` = column, `expected` = the carry of the multiplicand
 *   times the lowest non-zero multiplier digit, `null` where it is 0 (a hint only: the boxes
 *   are reused per row).
 * - `multiplicand` and `multiplier` (kind 'operand'; the multiplier has prefix '×').
 * - Only when the multiplier has two or more non-zero digits: one row `partial-{k}` per
 *   non-zero multiplier digit, ones first (kind 'partial', "Partial product {k+1}",
 *   `clearsCarriesOnEntry`), the first with `ruleAbove: 'from-prefix'`, the last with prefix
 *   '+' (the rows are added into the product, written as school does). For a digit at position p the row
 *   has boxes in columns p…p+m (key `partial-{k}-{column}`, fieldType 'partial',
 *   `partialIndex` k, `fieldPosition` = column, label "Partial product 2, hundreds column")
 *   and placeholder zeros as text in columns 0…p−1. Boxes p…p+m−1 are required, the leading
 *   box p+m is optional (`expected: null` when the partial has no digit there). Checked, but
 *   they do not count for completion.
 * - `product` (kind 'answer', "Product", `ruleAbove: 'from-prefix'`, `clearsCarriesOnEntry`): boxes in
 *   columns 0…m+n−1 (key `product-{column}`, fieldType 'product', `fieldPosition`, label
 *   "Product, tens column"); columns 0…m+n−2 required (only column 0 when an operand is 0),
 *   the leading one optional. Checked and the only boxes that count for completion.
 *
 * Working order (`boxes`): each partial row right to left, then the product right to left,
 * with each carry box placed just before the box of the first worked row it is added to
 * (like addition: `product-0, product-1, carry-1, product-2, …` for 47 × 30, whose product
 * starts one column left). Auto-advance (`next`) runs through the partial and product boxes
 * only, so a child who needs no carry is never sent to one. In a single-row layout a carry's
 * `next` is the product box it is added to ("focus moves to the next column after a carry
 * entry"); with partial rows the carry boxes serve every row, so they have no `next` (a
 * static link would send the child back to the first partial row).
 *
 * @param problem a solved multiplication (see `solveMultiplication`)
 * @see spec §2 "Worksheet behaviour", §3 "Field types", §5 "Multiplication"
 */
export function multiplicationLayout(problem: MultiplicationProblem): WorksheetLayout {
  const { multiplicand, multiplier, product } = problem;
  const m = multiplicand.length;
  const hasZeroOperand = multiplicand === '0' || multiplier === '0';
  const partials = displayedPartialProducts(problem);
  const lowest = problem.partialProducts.find((partial) => partial.multiplierDigit !== 0);
  const carries = carriesOf(multiplicand, lowest?.multiplierDigit ?? 0);

  const carryRow: BuiltRow = boxRow(
    { id: 'carries', kind: 'carry', label: 'Carries' },
    regroupBoxSpecs({
      fieldType: 'carry',
      columns: columnRange(1, m - 1),
      key: (column) => `carry-${column}`,
      label: carryLabel,
      expected: (column) => carries[column] || null,
      position: (column) => ({ fieldPosition: column }),
    }),
  );

  const partialRows = partials.map((partial, index): BuiltRow => {
    const name = `Partial product ${index + 1}`;
    const p = partial.position;
    return boxRow(
      {
        id: `partial-${index}`,
        kind: 'partial',
        label: name,
        ...(index === 0 ? { ruleAbove: 'from-prefix' as const } : {}),
        // The rows are added up into the product: a '+' before the last one, as in school.
        ...(index === partials.length - 1 ? { prefix: '+' } : {}),
        clearsCarriesOnEntry: true,
      },
      answerBoxSpecs({
        fieldType: 'partial',
        columns: columnRange(p, p + m),
        value: unshiftedValue(multiplicand, partial),
        lowColumn: p,
        key: (column) => `partial-${index}-${column}`,
        label: (column) => boxLabel(name, column),
        required: (column) => column < p + m,
        countsForCompletion: false,
        position: (column) => ({ partialIndex: index, fieldPosition: column }),
      }),
      placeholderZeros(p),
    );
  });

  const lastRequired = hasZeroOperand ? 0 : m + multiplier.length - 2;
  const productRow = boxRow(
    {
      id: 'product',
      kind: 'answer',
      label: 'Product',
      ruleAbove: 'from-prefix',
      clearsCarriesOnEntry: true,
    },
    answerBoxSpecs({
      fieldType: 'product',
      columns: columnRange(0, m + multiplier.length - 1),
      value: product,
      key: (column) => `product-${column}`,
      label: (column) => boxLabel('Product', column),
      required: (column) => column <= lastRequired,
      position: (column) => ({ fieldPosition: column }),
    }),
  );

  const answerBoxes = [...partialRows.flatMap((row) => row.boxes), ...productRow.boxes];
  const links = chainLinks(answerBoxes.map((box) => box.key));
  // A carry into multiplicand column c is first added in the first worked row, in column
  // c + the lowest non-zero multiplier digit's position.
  const shift = lowest?.position ?? 0;
  const firstRow = (partialRows[0] ?? productRow).boxes;
  const working = answerBoxes.flatMap((box) => {
    const carry = firstRow.includes(box)
      ? carryRow.boxes.find((candidate) => candidate.column + shift === box.column)
      : undefined;
    if (!carry) return [box];
    if (partials.length === 0) links.push([carry.key, box.key]);
    return [carry, box];
  });

  return assembleLayout({
    operator: '*',
    rows: [
      ...(carryRow.boxes.length > 0 ? [carryRow.row] : []),
      textRow({ id: 'multiplicand', kind: 'operand', label: 'Multiplicand' }, multiplicand),
      textRow({ id: 'multiplier', kind: 'operand', label: 'Multiplier', prefix: '×' }, multiplier),
      ...partialRows.map((row) => row.row),
      productRow.row,
    ],
    boxes: working,
    links,
  });
}
