import type { HowItWorksTopic } from './how-it-works-topic';
import type { CSSProperties, ReactNode } from 'react';

/** A digit (or sign) centred at x, on baseline y. */
const t = (x: number, y: number, text: string, className?: string) => (
  <text key={`${x}-${y}-${text}`} x={x} y={y} className={className}>
    {text}
  </text>
);

/** A digit box (the worksheet's box, drawn small) with its top-left corner at x, y. */
const box = (x: number, y: number, className = 'hiw-box') => (
  <rect key={`box-${x}-${y}`} x={x} y={y} width="18" height="22" rx="3" className={className} />
);

/** A small box above a column (a carry or borrow box). */
const smallBox = (x: number, y: number) => (
  <rect key={`small-${x}-${y}`} x={x} y={y} width="16" height="18" rx="3" className="hiw-small" />
);

/** A rule under a row, from x1 to x2. */
const rule = (x1: number, x2: number, y: number) => (
  <path key={`rule-${y}`} d={`M${x1} ${y}H${x2}`} className="hiw-rule" />
);

/** The x of a column's digits: `place` 0 = ones (x 80), 1 = tens, 2 = hundreds, 20 apart. */
const columnX = (place: number) => 80 - 20 * place;

/**
 * A number in the columns on baseline y: its ones digit at x 80, each digit 20 left of the next;
 * its last `marked` digits in the subject's colour.
 */
const row = (y: number, digits: string, marked = 0) =>
  [...digits].map((digit, index) => {
    const place = digits.length - 1 - index;
    return t(columnX(place), y, digit, place < marked ? 'hiw-mark' : undefined);
  });

/** The little box above a column with a carry (or a lowered digit) written in it, marked. */
const littleBox = (place: number, digit: string) => [
  smallBox(columnX(place) - 8, 2),
  t(columnX(place), 16, digit, 'hiw-mark'),
];

/** A stroke through the digit centred at x on baseline y, from its bottom left up to its top right. */
const strike = (x: number, y: number) => (
  <path
    key={`strike-${x}-${y}`}
    d={`M${x - 7} ${y + 2}L${x + 7} ${y - 14}`}
    className="hiw-strike"
  />
);

/** A minuend digit that lent ten to its right: struck through, what it became above it. */
const lent = (place: number, was: string, now: string) => [
  ...littleBox(place, now),
  t(columnX(place), 42, was),
  strike(columnX(place), 42),
];

/** Under the numbers: the rule, a box for each digit of the answer and its digits. */
const boxedAnswer = (digits: string, marked = 0) => [
  rule(28, 92, 74),
  ...[...digits].map((_, place) => box(columnX(place) - 9, 80)),
  ...row(97, digits, marked),
];

/** The x of a long division's column: `place` 0 = the dividend's ones (x 74), 18 apart. */
const divisionX = (place: number) => 74 - 18 * place;

/** A row of a long division on baseline y, right-aligned on the column `place`. */
const divisionRow = (y: number, digits: string, place = 0, className?: string) =>
  [...digits].map((digit, index) =>
    t(divisionX(place + digits.length - 1 - index), y, digit, className),
  );

/** The top of a long division: the quotient over its rule, then 'divisor ) dividend'. */
const divided = (divisor: string, dividend: string, quotient: string) => [
  ...divisionRow(16, quotient),
  rule(44, 84, 23),
  // The divisor ends at x 20, left of the ')' at 34.
  ...[...divisor].map((digit, index) => t(20 - 18 * (divisor.length - 1 - index), 40, digit)),
  t(34, 40, ')'),
  ...divisionRow(40, dividend),
];

/**
 * A quotient's ones digit guessed too big: the guess (drawn by `divided`) struck through, the
 * digit one less in a little box above it, marked — as a minuend digit that lent shows what it
 * became.
 */
const guessedLess = (less: string) => [
  smallBox(divisionX(0) - 8, -20),
  t(divisionX(0), -6, less, 'hiw-mark'),
  strike(divisionX(0), 16),
];

/** The last row of a long division: the r and what is left, marked. */
const remainder = (y: number, digits: string) => [
  t(58, y, 'r', 'hiw-mark'),
  ...divisionRow(y, digits, 0, 'hiw-mark'),
];

/**
 * Two numbers worked in columns: the first, the sign before the second, and the boxed answer;
 * the last `markedZeros` digits of the second number and of the answer (the zeros written
 * first) in the subject's colour.
 */
const workedColumns = (
  first: string,
  sign: string,
  second: string,
  answer: string,
  markedZeros = 0,
) => (
  <>
    {row(42, first)}
    {t(36, 66, sign)}
    {row(66, second, markedZeros)}
    {boxedAnswer(answer, markedZeros)}
  </>
);

/** {@link workedColumns} with a carry in the little box above the tens. */
const carriedColumns = (carry: string, ...worked: Parameters<typeof workedColumns>) => (
  <>
    {littleBox(1, carry)}
    {workedColumns(...worked)}
  </>
);

/**
 * A subtraction worked in columns: the minuend's digits that lent (`[place, was, now]`, struck
 * through, what they became above), its ones digit, the subtrahend after '−' and the boxed
 * difference.
 */
const borrowedColumns = (
  lenders: readonly (readonly [place: number, was: string, now: string])[],
  ones: string,
  subtrahend: string,
  difference: string,
) => (
  <>
    {lenders.flatMap(([place, was, now]) => lent(place, was, now))}
    {t(80, 42, ones)}
    {t(36, 66, '−')}
    {row(66, subtrahend)}
    {boxedAnswer(difference)}
  </>
);

/** The part of the drawing a picture uses: x, y, width, height. */
type ViewBox = readonly [number, number, number, number];

/** Two numbers worked in columns with a little box above them. */
const COLUMNS: ViewBox = [22, 0, 76, 104];
/** Two numbers worked in columns with no little box: the top 20 units are left out. */
const COLUMNS_WITHOUT_LITTLE_BOX: ViewBox = [22, 20, 76, 84];

/** The part of the drawing each picture uses. */
const VIEW_BOXES: Readonly<Record<HowItWorksTopic, ViewBox>> = {
  addition: COLUMNS,
  subtraction: COLUMNS,
  'subtraction-one-column': COLUMNS_WITHOUT_LITTLE_BOX,
  'subtraction-across-zero': COLUMNS,
  multiplication: [8, 0, 90, 114],
  'multiplication-fact': COLUMNS_WITHOUT_LITTLE_BOX,
  'multiplication-one-row': COLUMNS,
  'multiplication-tens': COLUMNS,
  division: [10, 0, 84, 138],
  'division-long-divisor': [-6, -22, 94, 116],
};

/**
 * Each operation's little picture, our own shapes (visual.md principle 8): the column work of
 * one small example, with what the lines talk about in the subject's colour.
 */
const PICTURES: Readonly<Record<HowItWorksTopic, ReactNode>> = {
  // 47 + 38 = 85: the 1 of 7 + 8 = 15 sits in the little box above the tens.
  addition: carriedColumns('1', '47', '+', '38', '85'),
  // 42 − 17 = 25: the 4 lends one and becomes 3 (in the little box); the ones get ten more.
  subtraction: borrowedColumns([[1, '4', '3']], '2', '17', '25'),
  // 6 − 2 = 4: one column, nothing to borrow; the answer in its box.
  'subtraction-one-column': workedColumns('6', '−', '2', '4'),
  // 302 − 17 = 285: the ones need ten, the tens have 0, so the 3 lends first (3 → 2) and the
  // 0, now ten, lends one to the ones (0 → 9).
  'subtraction-across-zero': borrowedColumns(
    [
      [2, '3', '2'],
      [1, '0', '9'],
    ],
    '2',
    '17',
    '285',
  ),
  // 23 × 14 = 322: a row for the 4 (92), a row for the 1 with its 0 already there (230), + .
  multiplication: (
    <>
      {row(16, '23')}
      {t(22, 36, '×')}
      {row(36, '14')}
      {rule(14, 92, 42)}
      {row(60, '92')}
      {t(22, 82, '+', 'hiw-mark')}
      {t(40, 82, '2')}
      {t(60, 82, '3')}
      {t(80, 82, '0', 'hiw-mark')}
      {rule(14, 92, 88)}
      {row(108, '322')}
    </>
  ),
  // 6 × 2 = 12: no little box; the ones in the right box, the tens left of it.
  'multiplication-fact': workedColumns('6', '×', '2', '12'),
  // 47 × 6 = 282: 7 × 6 = 42, the 4 sits in the little box above the tens; 4 × 6 + 4 = 28.
  'multiplication-one-row': carriedColumns('4', '47', '×', '6', '282'),
  // 23 × 40 = 920: the 0 of 40 goes at the end first; 3 × 4 = 12, the 1 above the tens.
  'multiplication-tens': carriedColumns('1', '23', '×', '40', '920', 1),
  // 49 ÷ 4 = 12 r 1, laid out as our worksheet lays it out: divide, multiply, subtract, bring
  // the 9 down, again; what is left goes after the r at the bottom.
  division: (
    <>
      {divided('4', '49', '12')}
      {t(20, 62, '−')}
      {divisionRow(62, '4', 1)}
      {rule(46, 66, 68)}
      {divisionRow(86, '09')}
      <path key="down" d="M86 34V76M83 72L86 77L89 72" className="hiw-arrow" />
      {t(20, 108, '−')}
      {divisionRow(108, '8')}
      {rule(64, 84, 114)}
      {remainder(132, '1')}
    </>
  ),
  // 87 ÷ 12 = 7 r 3: the guess 8 is too big (8 × 12 = 96), so it is struck through and one
  // less, 7, written above it: 7 × 12 = 84, and 3 is left.
  'division-long-divisor': (
    <>
      {divided('12', '87', '8')}
      {guessedLess('7')}
      {t(20, 62, '−')}
      {divisionRow(62, '84')}
      {rule(46, 84, 68)}
      {remainder(86, '3')}
    </>
  ),
};

/**
 * The little picture of a topic's column work for 'How it works', decorative (the lines
 * beside it say the same in words), drawn with the page's text and the subject's colour.
 */
export function HowItWorksPicture({ topic }: { topic: HowItWorksTopic }) {
  const [x, y, width, height] = VIEW_BOXES[topic];
  // The width in drawing units: CSS scales every picture alike (`--hiw-unit`), so the digits
  // of the four pictures come out the same size.
  const style = { '--hiw-width': width } as CSSProperties;
  return (
    <svg
      className="hiw-picture"
      viewBox={`${x} ${y} ${width} ${height}`}
      style={style}
      aria-hidden="true"
      focusable="false"
      data-topic={topic}
    >
      {PICTURES[topic]}
    </svg>
  );
}
