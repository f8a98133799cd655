import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';

/**
 * Shown for any address the router does not know, with a way back home.
 *
 * @see spec §2 Screens and routes
 */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>We could not find that page.</p>
      <Link className="button button-primary" to="/">
        Back to Home
      </Link>
    </section>
  );
}
