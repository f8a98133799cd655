import { createWorksheet, type RawProblem } from '@mathcols/engine';
import { describe, expect, it } from 'vitest';
import { errorReportFor } from './error-report';

/** A worksheet of `problem` with `digits` typed by box key, then submitted. */
function worked(problem: RawProblem, digits: Record<string, string>) {
  const store = createWorksheet(problem);
  for (const [key, digit] of Object.entries(digits)) store.enterDigit(key, digit);
  store.submit();
  return store.getState();
}

describe('errorReportFor', () => {
  it("writes an addition's sum as the child wrote it and as it should be", () => {
    const problem: RawProblem = { number_0: '47', number_1: '38', operator: '+' };
    const worksheet = worked(problem, { 'sum-0': '5', 'sum-1': '7', 'carry-1': '1' });
    const report = errorReportFor({
      subject: 'addition',
      level: 3,
      problem,
      worksheet,
      errorCount: 1,
    });
    expect(report).toMatchObject({ subject: 'addition', level: 3, problem, errorCount: 1 });
    expect(report.given.answer).toBe('75');
    expect(report.correct.answer).toBe('85');
    expect(report.given.calculation).toBe('Carries: 1; Sum: 75');
    expect(report.correct.calculation).toContain('Sum: 85');
    // The boxes as the child filled them, for the server's diagnosis.
    expect(report.answers).toEqual({ 'sum-0': 5, 'sum-1': 7, 'carry-1': 1 });
  });

  it("writes a division's quotient with its remainder", () => {
    const problem: RawProblem = { number_0: '727', number_1: '73', operator: '/' };
    const worksheet = worked(problem, {});
    const report = errorReportFor({
      subject: 'division',
      level: 9,
      problem,
      worksheet,
      errorCount: 1,
    });
    expect(report.correct.answer).toBe('9 R 70');
    expect(report.correct.calculation).toBe('Quotient: 9; Step 1 multiply: 657; Remainder: 70');
    expect(report.given.answer).toBe('');
  });

  it("keeps a blank box inside the child's answer visible as '_'", () => {
    const problem: RawProblem = { number_0: '23', number_1: '14', operator: '*' };
    const worksheet = worked(problem, { 'product-0': '2', 'product-2': '3' });
    const report = errorReportFor({
      subject: 'multiplication',
      level: 6,
      problem,
      worksheet,
      errorCount: 2,
    });
    expect(report.given.answer).toBe('3_2');
    expect(report.correct.answer).toBe('322');
    expect(report.errorCount).toBe(2);
  });
});
