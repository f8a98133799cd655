import { useState } from 'react';

/** Last names longer than this are abbreviated. @see spec §2 "Configure Students" */
export const LAST_NAME_SHOWN_MAX = 5;

/**
 * The short form of a student's name when the last name is over 5 characters: first name, the
 * last name's initial, and '...' (`abbreviateName('sam', 'wilkinson')` → `'sam w...'`).
 * Returns `null` when the full name is short enough to show as it is.
 * @see spec §2 "Configure Students" ("Names with a last name over 5 characters are shown
 *   abbreviated (first name and initial plus ...)")
 */
export function abbreviateName(firstname: string, lastname: string): string | null {
  if (lastname.length <= LAST_NAME_SHOWN_MAX) return null;
  return `${firstname} ${lastname.charAt(0)}...`;
}

/** Props of {@link StudentName}. */
export interface StudentNameProps {
  firstname: string;
  lastname: string;
}

/**
 * A student's name in the student list. A long last name is abbreviated; the name is then a
 * button (`aria-expanded`) whose click toggles the full name.
 * @see spec §2 "Configure Students"
 */
export function StudentName({ firstname, lastname }: StudentNameProps) {
  const [full, setFull] = useState(false);
  const fullName = `${firstname} ${lastname}`;
  const short = abbreviateName(firstname, lastname);
  if (short === null) return <span className="student-name">{fullName}</span>;
  return (
    <button
      type="button"
      className="student-name student-name-toggle"
      aria-expanded={full}
      title={full ? undefined : fullName}
      onClick={() => setFull((value) => !value)}
    >
      {full ? fullName : short}
    </button>
  );
}

/** Props of {@link Handle}. */
export interface HandleProps {
  /** The handle, e.g. 'demo-student'. */
  name: string;
  /** Punctuation that stays on the handle's line, e.g. '?'. @defaultValue none */
  suffix?: string;
}

/**
 * A student's handle in a dialog's title or description ('Schedule for demo-student'): kept
 * whole (with its `suffix`), so a phone moves it to the next line instead of breaking it at its
 * hyphen ('demo-' / 'student'); a handle longer than the line still wraps inside.
 */
export function Handle({ name, suffix }: HandleProps) {
  return (
    <span className="handle">
      {name}
      {suffix}
    </span>
  );
}
