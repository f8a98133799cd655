import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import { ReportCards } from '../report-cards/report-cards';
import { REPORT_CARDS_TEXT } from '../report-cards/report-cards-text';
import { SignUpPrompt } from '../report-cards/sign-up-prompt';
import { EmptyState } from '../student/empty-state';
import { useSession } from '../session/use-session';

/**
 * Report Cards (`/report-cards`, inside `<RequireParent>`): for a premium parent
 * (`userpremium === 'true'`) a card per student — a tab per student when there are several —
 * with the child's name, overall grade, per subject level, progress, score, grade and level
 * history, and the latest reported mistakes; with no students, a sentence and a link to
 * Configure Students. A parent without premium sees the sign-up prompt to /pricing, and the page
 * asks the server nothing. 'Back to Dashboard' at the foot.
 * @see spec §2 "Report Cards", §6 ("Premium flag is required to view report card scores")
 */
export function ReportCardsPage() {
  useDocumentTitle(REPORT_CARDS_TEXT.title);
  const { parent } = useSession();
  if (!parent) return null;

  const content = () => {
    if (parent.user.userpremium !== 'true') return <SignUpPrompt />;
    if (parent.students.length === 0) {
      return (
        <EmptyState
          picture="chart"
          message={REPORT_CARDS_TEXT.noStudents}
          action={
            <Link className="button button-primary" to="/configure-student">
              {REPORT_CARDS_TEXT.noStudentsAction}
            </Link>
          }
        />
      );
    }
    return <ReportCards students={parent.students} />;
  };

  return (
    <section className="report-cards-page" aria-labelledby="report-cards-title">
      <header className="report-cards-header">
        <h1 id="report-cards-title">{REPORT_CARDS_TEXT.title}</h1>
        <p className="report-cards-lead">{REPORT_CARDS_TEXT.lead}</p>
      </header>
      {content()}
      <div className="report-cards-actions">
        <Link className="button" to="/parent-dashboard">
          {REPORT_CARDS_TEXT.back}
        </Link>
      </div>
    </section>
  );
}
