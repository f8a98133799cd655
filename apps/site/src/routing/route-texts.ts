/**
 * Texts of the states a page shows while its code downloads or when the download fails. The
 * practice texts are the spec's own loading lines; the others add the same warmth around them.
 *
 * @see spec §2 "Worksheet behaviour" and "Free practice (/free-problems)"
 */
export const ROUTE_TEXT = {
  /** Any page while its code downloads. */
  loading: 'Getting the page ready...',
  /** Free practice while its code downloads: the same line as while its problems load. */
  loadingFreePractice: 'Loading all math subjects...',
  /** Student practice pages while their code downloads. */
  loadingProblems: 'Getting problems ready...',
  /** Heading when a page's code could not be downloaded. */
  chunkErrorTitle: 'Error Loading Page',
  /** What happened and what fixes it, for a failed download. */
  chunkErrorDetail:
    'This page could not be downloaded. The site may have been updated, or the connection dropped. Refreshing the page fixes it.',
  /** Heading when a page broke while showing. */
  pageErrorTitle: 'Something went wrong',
  /** What to do, for a broken page. */
  pageErrorDetail: 'This page stopped working. Refreshing the page usually helps.',
  /** The one button of both error states (the spec's own label). */
  refresh: 'Refresh Page',
} as const;
