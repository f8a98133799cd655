import { useMemo, useRef } from 'react';
import { REPORT_CARDS_TEXT } from './report-cards-text';
import { SignUpPrompt } from './sign-up-prompt';
import { studentReportView } from './student-report';
import { StudentReportCard } from './student-report-card';
import { useStudentReport } from './use-student-report';

/**
 * Loads and shows the report card of the parent's student `accountname`: 'Loading report
 * card...' while it loads, the card when it comes, the sign-up prompt if the server says the
 * parent has no premium, or the error with a 'Try again' button that asks again (focus moves
 * to the panel, so it is not lost with the button).
 * @see spec §2 "Report Cards", §8
 */
export function StudentReportPanel({ accountname }: { accountname: string }) {
  const { state, retry } = useStudentReport(accountname);
  const panel = useRef<HTMLDivElement>(null);
  const report = useMemo(
    () => (state.status === 'ready' ? studentReportView(state.report) : null),
    [state],
  );

  const content = () => {
    if (report) return <StudentReportCard report={report} />;
    switch (state.status) {
      case 'premium':
        return <SignUpPrompt />;
      case 'error':
        return (
          <div className="report-error" role="alert">
            <p>{state.message}</p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                panel.current?.focus();
                retry();
              }}
            >
              {REPORT_CARDS_TEXT.retry}
            </button>
          </div>
        );
      default:
        return (
          <p className="report-loading" role="status">
            {REPORT_CARDS_TEXT.loading}
          </p>
        );
    }
  };

  return (
    <div className="report-panel" ref={panel} tabIndex={-1}>
      {content()}
    </div>
  );
}
