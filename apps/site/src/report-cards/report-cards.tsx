import type { StudentData } from '@mathcols/api-client/protocol';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { capitalise } from '../progress/progress-text';
import { REPORT_CARDS_TEXT } from './report-cards-text';
import { StudentReportPanel } from './student-report-panel';

/** A student's name on their tab: 'Sam Lee', or the handle when both names are empty. */
function tabName({ firstname, lastname, accountname }: StudentData): string {
  const name = capitalise(`${firstname.trim()} ${lastname.trim()}`.trim());
  return name || accountname;
}

/**
 * The report cards of a premium parent's students (at least one): with one student their card
 * at once; with more, a tab per student (Radix Tabs, manual activation: arrow keys move between
 * names, Enter or Space opens one) whose panel loads that student's card when it opens.
 * @see spec §2 "Report Cards" ("Premium parents choose a student and see …")
 */
export function ReportCards({ students }: { students: readonly StudentData[] }) {
  const [first] = students;
  const [selected, setSelected] = useState(first?.accountname ?? '');
  if (!first) return null;
  if (students.length === 1) return <StudentReportPanel accountname={first.accountname} />;

  return (
    <Tabs.Root
      className="report-tabs"
      value={selected}
      onValueChange={setSelected}
      activationMode="manual"
    >
      <Tabs.List className="report-tabs-list" aria-label={REPORT_CARDS_TEXT.picker}>
        {students.map((student) => (
          <Tabs.Trigger key={student.id} value={student.accountname} className="report-tab">
            {tabName(student)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {students.map((student) => (
        <Tabs.Content key={student.id} value={student.accountname} className="report-tab-panel">
          <StudentReportPanel accountname={student.accountname} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
