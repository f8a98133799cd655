import { lazy } from 'react';
import type * as TabsModule from './subject-tabs';

let download: Promise<typeof TabsModule> | undefined;

/**
 * Starts downloading the subject tabs' code (the tabs, level games and worksheets) once; later
 * calls return the same download. The free-practice page calls it when it starts loading the
 * day's problems, so code and problems arrive side by side while the page already shows its
 * title, 'Loading all math subjects...' and the notice.
 *
 * @returns the module's download; it rejects when the chunk cannot be fetched
 */
export function loadSubjectTabs(): Promise<typeof TabsModule> {
  return (download ??= import('./subject-tabs'));
}

/**
 * {@link SubjectTabs} downloaded on first use (see {@link loadSubjectTabs}); render it inside a
 * `<Suspense>`. A failed download is thrown to the page's error boundary ('Error Loading
 * Page' with 'Refresh Page').
 *
 * @see spec §2 "Free practice (/free-problems)", issue 9 (first-load budget)
 */
export const LazySubjectTabs = lazy(() =>
  loadSubjectTabs().then((module) => ({ default: module.SubjectTabs })),
);
