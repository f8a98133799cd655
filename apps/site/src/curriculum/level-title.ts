import { levelsFor, type Subject } from '@mathcols/engine';

/** U+00A0: a space a line never breaks at. */
const NO_BREAK_SPACE = '\u00a0';

/**
 * A level's title (`curriculumLevel(subject, level).title`) for a narrow column: the spaces
 * around a sign between two numbers ('9 × 9') and after a sign that leads a number ('÷ 5')
 * become no-break spaces, so a line never ends in a lone sign or starts with an orphaned number:
 * 'Division facts ÷ 2 to ÷ 5' wraps as 'Division facts ÷ 2 to' / '÷ 5', never '… ÷' / '5'.
 * The words are unchanged; screen readers and text matching read the same title.
 * @see docs/curriculum.md (where the titles show)
 */
export function unbrokenLevelTitle(title: string): string {
  return title
    .replace(/(\d) ([+−×÷]) (?=\d)/g, `$1${NO_BREAK_SPACE}$2${NO_BREAK_SPACE}`)
    .replace(/([+−×÷]) (?=\d)/g, `$1${NO_BREAK_SPACE}`);
}

/**
 * What `level` of `subject` practises, as a page shows it ({@link unbrokenLevelTitle} of the
 * curriculum's title, e.g. '2-digit + 2-digit, one carry'); `undefined` past the last level.
 */
export function shownLevelTitle(subject: Subject, level: number): string | undefined {
  const title = levelsFor(subject)[level]?.title;
  return title === undefined ? undefined : unbrokenLevelTitle(title);
}
