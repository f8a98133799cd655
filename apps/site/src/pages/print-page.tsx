import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import { PrintSheet } from '../print/print-sheet';
import { EmptyState } from '../student/empty-state';
import { printSearch, randomSeed, readPrintRequest } from '../print/print-request';
import { PrintToolbar } from '../print/print-toolbar';
import '../styles/print.css';

/**
 * The print view (`/print?subject=…&level=…&count=…&seed=…`, anyone may open it): a worksheet
 * of any subject and level to print, with its answer key (see {@link PrintSheet}); with
 * `&bug=…`, a practice sheet for that trouble spot. On screen the toolbar (`PrintToolbar`)
 * offers 'Print worksheet' (the browser's print dialog), 'New problems' (a new seed), the
 * subject, level and number of problems, and the answer key on or off; in print only the sheet
 * shows. An address without a seed gets one, so reloading or printing again keeps the
 * problems; one without a subject (the bare `/print`) shows addition level 0, to change from
 * the toolbar. A subject, level, count or trouble spot the view cannot print gets a picture, a
 * sentence saying what to choose and a way back (`EmptyState`).
 * @see issue 12 "Print"
 */
export function PrintPage() {
  useDocumentTitle('Print worksheet');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const read = readPrintRequest(params, randomSeed);
  const needsSeed = read.ok && !read.seedGiven;

  useEffect(() => {
    if (read.ok && needsSeed) {
      void navigate({ search: printSearch(read.request) }, { replace: true });
    }
  });

  if (!read.ok) {
    return (
      <div className="print-view print-unavailable">
        <h1>Print worksheet</h1>
        <EmptyState
          picture="pencil"
          message={`This address does not name a worksheet to print. ${read.reason}`}
          action={
            <Link className="button button-primary" to="/free-problems">
              Go to Free Math Practice
            </Link>
          }
        />
      </div>
    );
  }
  if (needsSeed) return null;

  const { request } = read;
  return (
    <div className="print-view">
      <PrintToolbar
        request={request}
        onChange={(next) => void navigate({ search: printSearch(next) })}
        onPrint={() => window.print()}
      />
      <PrintSheet request={request} />
    </div>
  );
}
