/**
 * The report-card tag `student.report`.
 * @see spec §2 "Report Cards"
 */
import type { Handler } from '../types';
import { studentReport } from './student-report';

export const reportHandlers: { 'student.report': Handler<'student.report'> } = {
  'student.report': studentReport,
};
