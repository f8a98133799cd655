import type { Subject } from '@mathcols/engine';
import { LevelChart, ReportCard } from '@mathcols/react';
import type { ReactNode } from 'react';
import { levelTitle, UnbrokenTitle } from '../curriculum/level-title';
import { usePhoneWidth } from '../hooks/use-media-query';
import { SUBJECT_LABELS } from '../student/subject-labels';
import type { SubjectReport } from './progress-report';
import { chartDateFormatter, PROGRESS_TEXT } from './progress-text';

/** The level chart's natural size in CSS px for a phone's column of cards. */
const SMALL_CHART_SIZE = { width: 200, height: 125 } as const;

/** The level chart's natural size in CSS px for two cards in a row (a tablet and up). */
const CHART_SIZE = { width: 320, height: 150 } as const;

/** Props of {@link SubjectReportCards}. */
export interface SubjectReportCardsProps {
  /** One report per subject, in the product's order. */
  subjects: readonly SubjectReport[];
  /** The list's class (the page lays the cards out). */
  className: string;
  /** The cards' heading level, to fit the page's outline. */
  headingLevel: 3 | 4;
  /**
   * More content at the foot of each card, after its chart (the parent's trouble spots).
   * @defaultValue nothing
   */
  footer?: (subject: Subject) => ReactNode;
}

/**
 * A list of subject report cards, each a `ReportCard` (level, progress bar, score, grade) with
 * what the level practises in the curriculum's words ('Working on 2-digit + 2-digit, one carry')
 * and the subject's `LevelChart` and its data table: My Progress (the child's) and Report Cards
 * (the parent's) show the same cards, one column on a phone and two from a tablet up. Each
 * chart's natural size follows: it shrinks to its card's width and never grows past that size,
 * so its 11 px labels stay about 11 px (a phone-sized chart in a wide card drew them twice as
 * big; a wide one on a phone scaled them down to 7 px).
 * @see spec §2 "My Progress", "Report Cards"
 */
export function SubjectReportCards({
  subjects,
  className,
  headingLevel,
  footer,
}: SubjectReportCardsProps) {
  const chart = usePhoneWidth() ? SMALL_CHART_SIZE : CHART_SIZE;
  return (
    <ul className={className}>
      {subjects.map(({ subject, level, complete, score, grade, band, points }) => (
        <li key={subject}>
          <ReportCard
            subject={subject}
            title={SUBJECT_LABELS[subject]}
            level={level}
            complete={complete}
            score={score}
            grade={grade}
            band={band}
            headingLevel={headingLevel}
          >
            <WorkingOn subject={subject} level={level} />
            <LevelChart
              points={points}
              subject={subject}
              title={PROGRESS_TEXT.chartTitle(SUBJECT_LABELS[subject])}
              width={chart.width}
              height={chart.height}
              formatDate={chartDateFormatter(points)}
            />
            {footer?.(subject)}
          </ReportCard>
        </li>
      ))}
    </ul>
  );
}

/** 'Working on 2-digit + 2-digit, one carry': the current level's title; nothing past level 19. */
function WorkingOn({ subject, level }: { subject: Subject; level: number }) {
  const title = levelTitle(subject, level);
  if (title === undefined) return null;
  return (
    <p className="report-card-working-on">
      <span className="report-card-working-on-label">{PROGRESS_TEXT.workingOn}</span>{' '}
      <UnbrokenTitle title={title} />
    </p>
  );
}
