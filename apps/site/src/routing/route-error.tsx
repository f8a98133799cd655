import { isChunkLoadError } from './chunk-error';
import { ROUTE_TEXT } from './route-texts';

/** Props of {@link RouteError}. */
export interface RouteErrorProps {
  /** What the page threw: a failed chunk download (see `isChunkLoadError`) or anything else. */
  error: unknown;
  /**
   * What 'Refresh Page' does.
   * @defaultValue reloads the page (`window.location.reload()`), which fetches the newest
   *   `index.html` and with it the current file names
   */
  onRefresh?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * The error state of a page (see `RouteErrorBoundary`): shown in place of a page whose code
 * could not be downloaded (after a deploy removed the old files, or offline) — 'Error Loading
 * Page', why, and 'Refresh Page' — or of a page that threw while rendering ('Something went wrong'). The top bar and footer stay,
 * so the visitor can also go elsewhere; moving to another page clears the error.
 *
 * @see spec §2 "Free practice" ('Refresh Page' after a loading error)
 */
export function RouteError({ error, onRefresh = reloadPage }: RouteErrorProps) {
  const download = isChunkLoadError(error);
  return (
    <div className="route-state route-error">
      <svg className="route-error-picture" viewBox="0 0 96 88" aria-hidden="true" focusable="false">
        <path d="M20 70 A30 30 0 1 1 76 70" />
        <path d="M76 70 L66 62 M76 70 L80 58" />
        <circle cx="48" cy="44" r="5" className="route-error-dot" />
      </svg>
      <div role="alert">
        <h1 className="route-error-title">
          {download ? ROUTE_TEXT.chunkErrorTitle : ROUTE_TEXT.pageErrorTitle}
        </h1>
        <p className="route-state-message">
          {download ? ROUTE_TEXT.chunkErrorDetail : ROUTE_TEXT.pageErrorDetail}
        </p>
      </div>
      <button type="button" className="button button-primary" onClick={onRefresh}>
        {ROUTE_TEXT.refresh}
      </button>
    </div>
  );
}
