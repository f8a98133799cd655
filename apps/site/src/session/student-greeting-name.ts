import type { StudentSession } from '@mathcols/api-client/protocol';

/** 'sam lee' → 'Sam Lee' (names are stored lower-cased). */
function titleCase(name: string): string {
  return name.replace(/(^|[\s'-])(\p{Ll})/gu, (_, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });
}

/**
 * How the site names a signed-in student to themselves: the full name with capitals ('Sam
 * Lee'), or the handle when the full name is blank.
 * @see spec §2 "Student Dashboard" (greets with full name or account name)
 */
export function studentGreetingName(session: Pick<StudentSession, 'fullName' | 'accountname'>) {
  const fullName = session.fullName.trim();
  return fullName ? titleCase(fullName) : session.accountname;
}
