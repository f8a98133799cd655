import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import { assignmentsDueCount } from '../session/assignments-due';
import { useFreshStudent } from '../session/use-fresh-student';
import { useSignOut } from '../session/use-sign-out';
import {
  ASSIGNMENTS_PICTURE,
  LOGOUT_PICTURE,
  PRACTICE_PICTURE,
  PROGRESS_PICTURE,
} from '../student/dashboard-pictures';
import { useNow } from '../student/use-now';
import { studentGreetingName } from '../session/student-greeting-name';

/** How often the Assignments badge is recounted, in ms. @see spec §9 */
export const BADGE_REFRESH_MS = 30_000;

/**
 * Student Dashboard (`/student-dashboard`, inside `<RequireStudent>`): greets the student by
 * full name (or handle), with tiles Assignments (a badge counting today's scheduled subjects
 * not yet completed, recounted every 30 s with the engine's `assignmentStatus` /
 * `remainingCount`), Practice, My Progress and Logout, each with its picture (Practice in the
 * site's green, Logout the quietest). The schedule behind the badge is read again from the
 * server when the page opens (`useFreshStudent`).
 *
 * @see spec §2 "Student Dashboard", §9 ("Assignments badge refresh 30 s")
 */
export function StudentDashboardPage() {
  useDocumentTitle('Student Dashboard');
  const student = useFreshStudent();
  const logout = useSignOut('/');
  const now = useNow(BADGE_REFRESH_MS);

  if (!student) return null;
  const { session } = student;
  const name = studentGreetingName(session);
  const due = assignmentsDueCount(student, now);

  return (
    <section className="dashboard" aria-labelledby="student-dashboard-title">
      <h1 id="student-dashboard-title">Hello, {name}!</h1>
      <p className="dashboard-intro">What would you like to do today?</p>
      <ul className="dashboard-tiles">
        <li>
          <Link className="dashboard-tile" data-tile="assignments" to="/assignments">
            {ASSIGNMENTS_PICTURE}
            Assignments
            {due > 0 ? (
              <span className="tile-badge">
                <span aria-hidden="true">{due}</span>
                <span className="mc-visually-hidden">
                  {`, ${due} ${due === 1 ? 'subject' : 'subjects'} to do today`}
                </span>
              </span>
            ) : null}
          </Link>
        </li>
        <li>
          <Link className="dashboard-tile" data-tile="practice" to="/practice-problems">
            {PRACTICE_PICTURE}
            Practice
          </Link>
        </li>
        <li>
          <Link className="dashboard-tile" data-tile="progress" to="/my-progress">
            {PROGRESS_PICTURE}
            My Progress
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="dashboard-tile"
            data-tile="logout"
            onClick={() => void logout()}
          >
            {LOGOUT_PICTURE}
            Logout
          </button>
        </li>
      </ul>
    </section>
  );
}
