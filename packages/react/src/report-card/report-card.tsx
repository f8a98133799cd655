import {
  SUBJECT_SIGNS,
  clampPercent,
  type LetterGrade,
  type ProgressBand,
  type Subject,
} from '@mathcols/engine';
import { clsx } from 'clsx/lite';
import { useId, type CSSProperties, type ReactNode, type Ref } from 'react';

/**
 * Texts of the report card. Percents are whole numbers 0–100.
 * @see spec §2 "My Progress", "Report Cards"
 */
export const REPORT_CARD_TEXT = {
  /** The level badge, e.g. 'Level 5'. */
  level: (level: number) => `Level ${level}`,
  /** The line beside the progress bar, e.g. '25% complete'. */
  complete: (percent: number) => `${percent}% complete`,
  /** The progress bar's accessible name, e.g. 'Addition: 25% complete'. */
  progressName: (title: string, percent: number) => `${title}: ${percent}% complete`,
  /** The score, e.g. 'Score 85%'. */
  score: (percent: number) => `Score ${percent}%`,
  /** The letter grade, e.g. 'Grade B'. */
  grade: (grade: LetterGrade) => `Grade ${grade}`,
  /** Shown instead of the score while no set of the subject has been finished. */
  empty: 'No score yet: no assignment finished',
} as const;

/** A percent for display: clamped to 0–100 (NaN → 0) and shown as a whole number. */
const wholePercent = (value: number) => Math.round(clampPercent(value));

/** Props of {@link ReportCard}. Every value comes from `@mathcols/engine`; nothing is computed. */
export interface ReportCardProps {
  /** The subject; sets the card's colour (`data-subject`, token `--mc-subject-{subject}`). */
  subject: Subject;
  /** The subject's name as shown, e.g. 'Addition'; the card's heading and accessible name. */
  title: string;
  /** The student's current level in the subject, 0–19, shown as a badge 'Level 5'. */
  level: number;
  /**
   * How much of the subject's curriculum is done, a percent 0–100 (the engine's
   * `subjectProgress(...).complete` or the wire's `{subject}_progress.complete`); clamped and
   * shown as a whole percent.
   */
  complete: number;
  /**
   * The report score, a percent 0–100 (the engine's `reportScore` / `subjectProgress().score`),
   * or `null` while no set has been finished: the card then says 'No score yet: no assignment finished'
   * instead of a score and grade.
   */
  score: number | null;
  /**
   * The letter grade of the score (the engine's `letterGrade(score)`), shown as 'Grade B'.
   * @defaultValue no grade shown
   */
  grade?: LetterGrade;
  /**
   * The colour band (the engine's `progressBand`): colours the progress bar and is exposed as
   * `data-band`. The words always carry the numbers, so the colour is never the only signal.
   * @defaultValue no band: the bar takes the subject's colour
   */
  band?: ProgressBand;
  /**
   * The heading element of the title, to fit the page's outline (`h3` under a page `h1` and a
   * section `h2`).
   * @defaultValue 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * More content at the foot of the card, e.g. a {@link LevelChart}.
   * @defaultValue nothing
   */
  children?: ReactNode;
  /**
   * Extra class on the root element (`mc-report-card`).
   * @defaultValue none
   */
  className?: string;
  /**
   * Inline style on the root element, e.g. to override a `--mc-…` token.
   * @defaultValue none
   */
  style?: CSSProperties;
  /**
   * The root `<article>` element.
   * @defaultValue none
   */
  ref?: Ref<HTMLElement>;
}

/**
 * One subject's report card: a heading with the subject's sign (+ − × ÷), a level badge
 * ('Level 5'), a progress bar of the curriculum (`role="progressbar"` named 'Addition: 25%
 * complete', `aria-valuenow` 25) with '25% complete' beside it, and the score and grade in
 * words ('Score 85% · Grade B'), or 'No score yet: no assignment finished' while `score` is `null`.
 * `children` go at the foot (a level chart).
 *
 * Renders an `<article>` named by its heading, with `data-subject`, `data-band` (when given) and
 * `data-state="empty" | "scored"`; the bar carries `data-state="complete" | "in-progress"`.
 * No grading happens here: pass the engine's `subjectProgress`, `letterGrade` and `progressBand`.
 * @see spec §2 "My Progress" (progress bar, percent complete, score, level, letter grade),
 *   "Report Cards", §3 "Progress", §9 "Grade bands 90/80/70/60; progress colour thresholds"
 */
export function ReportCard({
  subject,
  title,
  level,
  complete,
  score,
  grade,
  band,
  headingLevel = 3,
  children,
  className,
  style,
  ref,
}: ReportCardProps) {
  const titleId = useId();
  const percent = wholePercent(complete);
  const Heading = `h${headingLevel}` as const;
  const done = percent >= 100;

  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      className={clsx('mc-report-card', className)}
      style={style}
      data-subject={subject}
      data-band={band}
      data-state={score === null ? 'empty' : 'scored'}
    >
      <header className="mc-report-card-header">
        <span className="mc-report-card-sign" aria-hidden="true">
          {SUBJECT_SIGNS[subject]}
        </span>
        <Heading id={titleId} className="mc-report-card-title">
          {title}
        </Heading>
        <span className="mc-level-badge">{REPORT_CARD_TEXT.level(level)}</span>
      </header>
      <div className="mc-report-card-progress">
        <div
          role="progressbar"
          className="mc-progress"
          aria-label={REPORT_CARD_TEXT.progressName(title, percent)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          data-state={done ? 'complete' : 'in-progress'}
        >
          <div className="mc-progress-fill" style={{ width: `${percent}%` }} />
        </div>
        {/* The bar's name already says this; the visible line is for eyes only. */}
        <p className="mc-report-card-complete" aria-hidden="true">
          {done && <span className="mc-report-card-star">★ </span>}
          {REPORT_CARD_TEXT.complete(percent)}
        </p>
      </div>
      {score === null ? (
        <p className="mc-report-card-empty">{REPORT_CARD_TEXT.empty}</p>
      ) : (
        <p className="mc-report-card-score">
          <span>{REPORT_CARD_TEXT.score(wholePercent(score))}</span>
          {grade && (
            <>
              {/* A space screen readers keep: 'Score 85% Grade B', not '85%Grade'. */}{' '}
              <span aria-hidden="true">· </span>
              <span className="mc-report-card-grade">{REPORT_CARD_TEXT.grade(grade)}</span>
            </>
          )}
        </p>
      )}
      {children != null && <div className="mc-report-card-extra">{children}</div>}
    </article>
  );
}
