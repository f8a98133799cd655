import type { StudentSession } from '@mathcols/api-client/protocol';
import { capitalise } from '../progress/progress-text';

/**
 * How the site names a signed-in student to themselves: the full name with capitals ('Sam
 * Lee'), or the handle when the full name is blank.
 * @see spec §2 "Student Dashboard" (greets with full name or account name)
 */
export function studentGreetingName(session: Pick<StudentSession, 'fullName' | 'accountname'>) {
  const fullName = session.fullName.trim();
  return fullName ? capitalise(fullName) : session.accountname;
}
