import { useId } from 'react';
import { SubjectReportCards } from '../progress/subject-report-cards';
import { MistakesTable } from './mistakes-table';
import { OverallGrade } from './overall-grade';
import { REPORT_CARDS_TEXT } from './report-cards-text';
import type { StudentReportView } from './student-report';
import { TroubleSpots } from './trouble-spots';

/**
 * One child's report card: their name at the top with the overall grade, a `ReportCard` per
 * subject (level, progress bar, score, letter grade) with its `LevelChart`, the chart's data
 * table and the subject's trouble spots, and the latest reported mistakes. Two cards in a row
 * from a tablet up, one on a phone.
 * @see spec §2 "Report Cards" ("current progress per subject, level history and overall grade")
 */
export function StudentReportCard({ report }: { report: StudentReportView }) {
  const nameId = useId();
  const subjectsId = useId();
  return (
    <section className="report-student" aria-labelledby={nameId}>
      <h2 id={nameId} className="report-student-name">
        {report.name}
      </h2>
      <OverallGrade
        score={report.overall}
        grade={report.grade}
        band={report.band}
        subjects={report.averaged}
      />
      <section aria-labelledby={subjectsId}>
        <h3 id={subjectsId} className="mc-visually-hidden">
          {REPORT_CARDS_TEXT.subjectsTitle}
        </h3>
        <SubjectReportCards
          subjects={report.subjects}
          className="report-subject-cards"
          headingLevel={4}
          footer={(subject) => (
            <TroubleSpots
              spots={report.troubleSpots[subject]}
              worked={report.subjects.some(
                (entry) => entry.subject === subject && entry.score !== null,
              )}
              headingLevel={5}
            />
          )}
        />
      </section>
      <MistakesTable mistakes={report.mistakes} firstName={report.firstName} />
    </section>
  );
}
