import type { Subject } from '@mathcols/engine';

/**
 * The name of each subject as tabs, headings and cards show it. A module of its own, so a page
 * that only names subjects (the landing page) loads no more than these words.
 */
export const SUBJECT_LABELS: Readonly<Record<Subject, string>> = {
  addition: 'Addition',
  subtraction: 'Subtraction',
  multiplication: 'Multiplication',
  division: 'Division',
};
