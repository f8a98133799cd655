import { levelsFor, type Subject } from '@mathcols/engine';

/**
 * The parts of a level title a line must not break: a product of two numbers ('5 × 5'), a sign
 * with the word it leads ('÷ 5', '+ 2-digit', '× tens') and a number of digits ('2-digit', which
 * would otherwise break at its hyphen). The weekly e-mail keeps the same parts whole
 * (apps/server/src/email/weekly-summary/subject-table.tsx).
 */
const UNBROKEN_TITLE_PARTS = /(\d+ [+−×÷] \d+(?![\d-])|[+−×÷] [^\s,]+|\d+-digit)/;

/**
 * What `level` of `subject` practises: the curriculum's title, e.g. '2-digit + 2-digit, one
 * carry'; `undefined` past the last level (or for a level that is not a whole number 0–19).
 */
export function levelTitle(subject: Subject, level: number): string | undefined {
  return levelsFor(subject)[level]?.title;
}

/**
 * A level title for a narrow column: each of its {@link UNBROKEN_TITLE_PARTS} in a no-wrap span,
 * so '2-digit + 2-digit, one carry' wraps between words ('2-digit' / '+ 2-digit, one carry'),
 * never as '2-' / 'digit' nor with a lone sign. The text is the title's, letter for letter, for
 * screen readers and text matching alike.
 * @see docs/curriculum.md (where the titles show)
 */
export function UnbrokenTitle({ title }: { title: string }) {
  return title.split(UNBROKEN_TITLE_PARTS).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="unbroken">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
