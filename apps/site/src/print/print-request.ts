/**
 * What a printed worksheet is made of — subject, level, how many problems, the seed and, for a
 * practice sheet, the trouble spot — read from and written to the print view's address
 * (`/#/print?subject=division&level=9&count=12&seed=…`, `…&bug=forgot-to-carry&seed=…`).
 * @see issue 12 "Print"
 */
import { LEVEL_COUNT, isSubject, type Subject } from '@mathcols/engine';
import { bugInfo, isBugId, type BugId } from '@mathcols/engine/diagnosis';

/** Problems on a printed sheet when the address names no count: 12 (two pages of work). */
export const PRINT_COUNT_DEFAULT = 12;

/** The most problems one printed sheet holds. */
export const PRINT_COUNT_MAX = 30;

/** A printed worksheet: the same request always prints the same problems. */
export interface PrintRequest {
  subject: Subject;
  /** 0 … 19. */
  level: number;
  /** 1 … {@link PRINT_COUNT_MAX}. */
  count: number;
  /** Any text; with subject and level it fixes the problems (the engine's `generateProblems`). */
  seed: string;
  /**
   * A bug of the subject to practise against (a report card's trouble spot): the problems are
   * then the engine's `bugPractice`. @defaultValue none — the level's own problems
   */
  bug?: BugId;
  /** Whether the answer key follows the problems (`key=0` in the address leaves it out). */
  answerKey: boolean;
}

/** The longest seed kept from an address, in characters. */
const MAX_SEED_LENGTH = 64;

/** Whole numbers written plainly ("9", not "9.0", "+9" or "0x9"). */
const WHOLE_NUMBER = /^\d{1,3}$/;

/** What {@link readPrintRequest} found: the request, or why the address names no worksheet. */
export type PrintRequestRead =
  { ok: true; request: PrintRequest; seedGiven: boolean } | { ok: false; reason: string };

/**
 * Reads a print request from the view's search parameters. A missing `subject` is addition,
 * a missing `level` 0, the answer key is in unless `key=0`, and `count` defaults to
 * {@link PRINT_COUNT_DEFAULT}; a missing or empty `seed` is made by `newSeed` (the view then
 * writes it into the address, so a reload or a second print shows the same problems).
 * @returns the request, or a reason a parent can act on for an unknown subject, a level
 *   outside 0–19, a count outside 1–{@link PRINT_COUNT_MAX}, or a `bug` that is not a
 *   catalogued bug of the subject; never throws
 */
export function readPrintRequest(params: URLSearchParams, newSeed: () => string): PrintRequestRead {
  // The bare address (`/print`) is a start: addition, to change from the toolbar.
  const subject = params.get('subject') ?? 'addition';
  if (!isSubject(subject)) {
    return { ok: false, reason: 'Choose addition, subtraction, multiplication or division.' };
  }
  const levelText = params.get('level') ?? '0';
  const level = Number(levelText);
  if (!WHOLE_NUMBER.test(levelText) || level >= LEVEL_COUNT) {
    return { ok: false, reason: `Choose a level from 0 to ${LEVEL_COUNT - 1}.` };
  }
  const countText = params.get('count') ?? String(PRINT_COUNT_DEFAULT);
  const count = Number(countText);
  if (!WHOLE_NUMBER.test(countText) || count < 1 || count > PRINT_COUNT_MAX) {
    return { ok: false, reason: `Choose from 1 to ${PRINT_COUNT_MAX} problems.` };
  }
  const bug = params.get('bug') ?? '';
  if (bug !== '' && !(isBugId(bug) && bugInfo(bug).subject === subject)) {
    return {
      ok: false,
      reason: `Choose a mistake of ${subject} from a report card's trouble spots.`,
    };
  }
  const given = (params.get('seed') ?? '').slice(0, MAX_SEED_LENGTH);
  return {
    ok: true,
    request: {
      subject,
      level,
      count,
      seed: given || newSeed(),
      ...(bug !== '' && { bug }),
      answerKey: params.get('key') !== '0',
    },
    seedGiven: given !== '',
  };
}

/**
 * The search part of a print view address, e.g. `subject=division&level=9&count=12&seed=abc`
 * (a bug and a seed only when given, `key=0` only without the answer key).
 */
export function printSearch(
  request: Omit<PrintRequest, 'seed' | 'answerKey'> & { seed?: string; answerKey?: boolean },
): string {
  const params = new URLSearchParams({
    subject: request.subject,
    level: String(request.level),
    count: String(request.count),
  });
  if (request.bug) params.set('bug', request.bug);
  if (request.answerKey === false) params.set('key', '0');
  if (request.seed) params.set('seed', request.seed);
  return params.toString();
}

/** A new random seed: 8 letters and digits (`crypto.getRandomValues`). */
export function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 8);
}
