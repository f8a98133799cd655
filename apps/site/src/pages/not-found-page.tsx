import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import { EmptyState } from '../student/empty-state';

/**
 * Shown for any address the router does not know: a small picture, one sentence and the way
 * back home (visual.md principle 8).
 *
 * @see spec §2 Screens and routes
 */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <EmptyState
        picture="search"
        message="We could not find that page."
        action={
          <Link className="button button-primary" to="/">
            Back to Home
          </Link>
        }
      />
    </section>
  );
}
