/**
 * The report-card tag `student.report`. (Being built in this change by its owner.)
 * @see spec §2 "Report Cards"
 */
import type { Handler } from '../types';

export const reportHandlers: { 'student.report': Handler<'student.report'> } = {
  'student.report': () => ({
    status: 200,
    body: { tag: 'student.report_error', reason: 'Failed to load the report card.' },
  }),
};
