import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { SUBJECT_LABELS } from '../student/subject-labels';
import { useDocumentTitle } from '../hooks/use-document-title';
import { buildProgressReport } from '../progress/progress-report';
import { ProgressSummary } from '../progress/progress-summary';
import { PROGRESS_TEXT } from '../progress/progress-text';
import { SubjectReportCards } from '../progress/subject-report-cards';
import { useFreshStudent } from '../session/use-fresh-student';

/**
 * My Progress (`/my-progress`, inside `<RequireStudent>`): the student's name as the heading,
 * a summary a child reads at a glance (the average score and its letter grade, or an empty state
 * with a button to Assignments before the first finished set), then a report card per subject
 * in the product's order — level, progress bar with percent complete, score and grade (or 'No
 * assignments finished yet') and a small chart of the level history — and 'Back to Dashboard'.
 * Two cards in a row from a tablet up (as on Report Cards), one on a phone.
 *
 * Everything comes from the session the client keeps up to date after each finished set or
 * level change, read again from the server when the page opens (a level a parent changed; see
 * `useFreshStudent`); the grading is the engine's (see {@link buildProgressReport}).
 * @see spec §2 "My Progress", §3 "Progress", "Student", §5 "Grades", §9
 */
export function MyProgressPage() {
  useDocumentTitle(PROGRESS_TEXT.documentTitle);
  const student = useFreshStudent();
  const report = useMemo(() => (student ? buildProgressReport(student) : null), [student]);
  if (!student || !report) return null;

  return (
    <section className="student-page progress-page" aria-labelledby="my-progress-title">
      <header className="progress-page-header">
        <h1 id="my-progress-title">{PROGRESS_TEXT.title(student.session.firstname)}</h1>
        <p className="student-lead">{PROGRESS_TEXT.lead}</p>
      </header>
      <ProgressSummary
        average={report.average}
        grade={report.grade}
        band={report.band}
        subjects={report.averaged.map((subject) => SUBJECT_LABELS[subject])}
      />
      <section className="progress-cards-section" aria-labelledby="progress-cards-title">
        <h2 id="progress-cards-title" className="mc-visually-hidden">
          {PROGRESS_TEXT.cardsTitle}
        </h2>
        <SubjectReportCards
          subjects={report.subjects}
          className="progress-cards"
          headingLevel={3}
        />
      </section>
      <div className="student-actions">
        <Link className="button" to="/student-dashboard">
          {PROGRESS_TEXT.back}
        </Link>
      </div>
    </section>
  );
}
