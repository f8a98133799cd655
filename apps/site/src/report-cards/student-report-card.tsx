import { LEVEL_COUNT } from '@mathcols/engine';
import { useId } from 'react';
import { PrintWorksheetLink } from '../print/print-link';
import { SUBJECT_LABELS } from '../student/subject-labels';
import { SubjectReportCards } from '../progress/subject-report-cards';
import { MistakesTable } from './mistakes-table';
import { OverallGrade } from './overall-grade';
import { REPORT_CARDS_TEXT } from './report-cards-text';
import type { StudentReportView } from './student-report';
import { TroubleSpots } from './trouble-spots';

/**
 * One child's report card: their name and today's date at the top (a printed card says when it
 * was printed), the overall grade, a `ReportCard` per
 * subject (level, progress bar, score, letter grade) with its `LevelChart`, the chart's data
 * table, the subject's trouble spots and a 'Print worksheet' link (a sheet at the child's level,
 * in a new tab, to practise away from the screen), and the latest reported mistakes. Two cards
 * in a row from a tablet up, one on a phone. 'Print report card' prints it (the browser's print
 * dialog): on paper only the card, without the site's bars, links and buttons.
 * @see spec §2 "Report Cards" ("current progress per subject, level history and overall grade")
 */
export function StudentReportCard({ report }: { report: StudentReportView }) {
  const nameId = useId();
  const subjectsId = useId();
  return (
    <section className="report-student" aria-labelledby={nameId}>
      <div className="report-student-head">
        <div>
          <h2 id={nameId} className="report-student-name">
            {report.name}
          </h2>
          <p className="report-student-date">{REPORT_CARDS_TEXT.asOf(new Date())}</p>
        </div>
        <button type="button" className="button button-small" onClick={() => window.print()}>
          {REPORT_CARDS_TEXT.printCard}{' '}
          <span className="mc-visually-hidden">{`for ${report.firstName}`}</span>
        </button>
      </div>
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
          footer={(subject) => {
            const entry = report.subjects.find((candidate) => candidate.subject === subject);
            // Past the last level a child practises the last one.
            const level = Math.min(entry?.level ?? 0, LEVEL_COUNT - 1);
            return (
              <>
                <TroubleSpots
                  spots={report.troubleSpots[subject]}
                  worked={entry !== undefined && entry.score !== null}
                  headingLevel={5}
                  practice={{ subject, level, firstName: report.firstName }}
                />
                <p className="report-print">
                  <PrintWorksheetLink
                    subject={subject}
                    level={level}
                    context={`for ${report.firstName}: ${SUBJECT_LABELS[subject]}, level ${level}`}
                  />
                </p>
              </>
            );
          }}
        />
      </section>
      <MistakesTable mistakes={report.mistakes} firstName={report.firstName} />
    </section>
  );
}
