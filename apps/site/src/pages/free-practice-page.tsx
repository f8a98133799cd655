import { WorksheetStatus } from '@mathcols/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LazySubjectTabs, loadSubjectTabs } from '../free-practice/lazy-subject-tabs';
import { usePublicMath } from '../free-practice/use-public-math';
import { useDocumentTitle } from '../hooks/use-document-title';
import { isPremiumStudent } from '../session/premium';
import { useSession } from '../session/use-session';

/** Props of {@link FreePracticePage}. */
export interface FreePracticePageProps {
  /**
   * What 'Refresh Page' does after a loading error.
   * @defaultValue reloads the page (`window.location.reload()`)
   */
  onRefresh?: () => void;
}

const reloadPage = () => window.location.reload();

const LOADING_TEXT = 'Loading all math subjects...';

/**
 * Free practice for visitors (`/free-problems`): 'Free Math Practice', the day's problems of
 * every subject in tabs with difficulty buttons and a worksheet, and the notice with
 * 'Upgrade to Premium' (not for a premium parent or student signed in) and 'Back to Home'. Shows 'Loading all math subjects...' while the
 * problems load and the 'Error Loading Problems' box with 'Refresh Page' when they fail.
 *
 * The tabs' code (tabs, worksheets) is not part of the page's first download: it is fetched
 * alongside the problems, and the loading line stays until both are there.
 *
 * @see spec §2 "Free practice (/free-problems)", §8 "Problems", §9 (10 problems per level)
 */
export function FreePracticePage({ onRefresh = reloadPage }: FreePracticePageProps) {
  useDocumentTitle('Free Math Practice');
  const publicMath = usePublicMath();
  const { parent, student } = useSession();
  const premium =
    parent?.user.userpremium === 'true' || (student !== null && isPremiumStudent(student));
  useEffect(() => {
    // A failed download shows when the tabs render (the page's error boundary).
    loadSubjectTabs().catch(() => {});
  }, []);

  let content: ReactNode;
  if (publicMath.status === 'loading') {
    content = <WorksheetStatus status="loading" message={LOADING_TEXT} />;
  } else if (publicMath.status === 'error') {
    const { error } = publicMath;
    content = (
      <div className="error-box" role="alert">
        <h2>Error Loading Problems</h2>
        {error instanceof Error && <p>{error.message}</p>}
        <button type="button" className="button button-primary" onClick={onRefresh}>
          Refresh Page
        </button>
      </div>
    );
  } else {
    content = (
      <Suspense fallback={<WorksheetStatus status="loading" message={LOADING_TEXT} />}>
        <LazySubjectTabs publicMath={publicMath.publicMath} />
      </Suspense>
    );
  }

  return (
    <div className="free-practice">
      <h1>Free Math Practice</h1>
      {content}
      <div className="free-notice">
        <p>Enjoy unlimited free practice problems! New problems refresh daily.</p>
        {!premium && (
          <Link className="button button-accent" to="/pricing">
            Upgrade to Premium
          </Link>
        )}
        <Link className="button" to="/">
          Back to Home
        </Link>
      </div>
    </div>
  );
}
