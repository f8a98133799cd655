import { SUBJECTS } from '@mathcols/engine';
import { Link, Navigate } from 'react-router-dom';
import { HowItWorksPicture } from '../how-it-works/how-it-works-pictures';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useSession } from '../session/use-session';
import { SUBJECT_LABELS } from '../student/subject-labels';

/**
 * The landing page (`/` and `/landing`): Parent Login, Student Login, and the way into free
 * practice, then what is practised: each operation's worked example as a little picture (the
 * 'How it works' pictures) with its name. A signed-in student goes straight to
 * /student-dashboard, a signed-in parent to /parent-dashboard.
 *
 * @see spec §2 "Landing (/)"
 */
export function LandingPage() {
  useDocumentTitle('Welcome');
  const { parent, student } = useSession();
  if (student) return <Navigate to="/student-dashboard" replace />;
  if (parent) return <Navigate to="/parent-dashboard" replace />;
  return (
    <section className="landing" aria-labelledby="landing-title">
      <h1 id="landing-title">Column math, one step at a time</h1>
      <p className="landing-lead">
        Practise addition, subtraction, multiplication and long division the way it is written on
        paper.
      </p>
      <div className="landing-choices">
        <Link className="button button-primary" to="/parent-login">
          Parent Login
        </Link>
        <Link className="button button-primary" to="/student-login">
          Student Login
        </Link>
      </div>
      <Link className="button button-accent landing-free" to="/free-problems">
        Let me try some free math problems!
      </Link>
      <ul className="landing-subjects" aria-label="What you practise">
        {SUBJECTS.map((subject) => (
          <li key={subject} className="landing-subject" data-subject={subject}>
            <HowItWorksPicture topic={subject} />
            <span className="landing-subject-name">{SUBJECT_LABELS[subject]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
