import { bugInfo } from '@mathcols/engine/diagnosis';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import { PrintSheet } from '../print/print-sheet';
import { EmptyState } from '../student/empty-state';
import { PRINT_COUNT_MAX, printSearch, randomSeed, readPrintRequest } from '../print/print-request';
import '../styles/print.css';

/** The problem counts the page offers (any 1 … 30 works in the address). */
const COUNT_CHOICES = [6, 12, 20, PRINT_COUNT_MAX] as const;

/**
 * The print view (`/print?subject=…&level=…&count=…&seed=…`, anyone may open it): a worksheet
 * of any subject and level to print, with its answer key (see {@link PrintSheet}); with
 * `&bug=…`, a practice sheet for that trouble spot, named in the toolbar. On screen a
 * toolbar offers 'Print worksheet' (the browser's print dialog), 'New problems' (a new seed) and
 * the number of problems; in print only the sheet shows. An address without a seed gets one, so
 * reloading or printing again keeps the problems. A subject, level or count the view cannot
 * print gets a picture, a sentence saying what to choose and a way back (`EmptyState`).
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
      <div className="print-toolbar" role="group" aria-label="Worksheet printing">
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          Print worksheet
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void navigate({ search: printSearch({ ...request, seed: randomSeed() }) })}
        >
          New problems
        </button>
        <label className="print-count">
          Problems
          <select
            value={request.count}
            onChange={(event) =>
              void navigate({
                search: printSearch({ ...request, count: Number(event.target.value) }),
              })
            }
          >
            {[...new Set([...COUNT_CHOICES, request.count])]
              .sort((a, b) => a - b)
              .map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
          </select>
        </label>
        {request.bug && (
          <p className="print-tip print-bug">
            A practice sheet for the trouble spot “{bugInfo(request.bug).name}”: every problem needs
            the step it is about.
          </p>
        )}
        <p className="print-tip">The answer key prints on its own page after the problems.</p>
      </div>
      <PrintSheet request={request} />
    </div>
  );
}
