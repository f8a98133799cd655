import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import { assignmentsDueCount } from '../session/assignments-due';
import { useSession } from '../session/use-session';
import { useSignOut } from '../session/use-sign-out';
import { useNow } from '../student/use-now';

/** How often the Assignments badge is recounted, in ms. @see spec §9 */
export const BADGE_REFRESH_MS = 30_000;

/** 'sam lee' → 'Sam Lee' (names are stored lower-cased). */
function titleCase(name: string): string {
  return name.replace(/(^|[\s'-])(\p{Ll})/gu, (_, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });
}

/**
 * Student Dashboard (`/student-dashboard`, inside `<RequireStudent>`): greets the student by
 * full name (or handle), with tiles Assignments (a badge counting today's scheduled subjects
 * not yet completed, recounted every 30 s with the engine's `assignmentStatus` /
 * `remainingCount`), Practice, My Progress and Logout.
 *
 * @see spec §2 "Student Dashboard", §9 ("Assignments badge refresh 30 s")
 */
export function StudentDashboardPage() {
  useDocumentTitle('Student Dashboard');
  const { student } = useSession();
  const logout = useSignOut('/');
  const now = useNow(BADGE_REFRESH_MS);

  if (!student) return null;
  const { session } = student;
  const name = session.fullName.trim() ? titleCase(session.fullName.trim()) : session.accountname;
  const due = assignmentsDueCount(student, now);

  return (
    <section className="dashboard" aria-labelledby="student-dashboard-title">
      <h1 id="student-dashboard-title">Hello, {name}!</h1>
      <ul className="dashboard-tiles">
        <li>
          <Link className="dashboard-tile" to="/assignments">
            Assignments
            {due > 0 ? (
              <span className="tile-badge">
                <span aria-hidden="true">{due}</span>
                <span className="visually-hidden">
                  {`, ${due} ${due === 1 ? 'subject' : 'subjects'} to do today`}
                </span>
              </span>
            ) : null}
          </Link>
        </li>
        <li>
          <Link className="dashboard-tile" to="/practice-problems">
            Practice
          </Link>
        </li>
        <li>
          <Link className="dashboard-tile" to="/my-progress">
            My Progress
          </Link>
        </li>
        <li>
          <button type="button" className="dashboard-tile" onClick={() => void logout()}>
            Logout
          </button>
        </li>
      </ul>
    </section>
  );
}
