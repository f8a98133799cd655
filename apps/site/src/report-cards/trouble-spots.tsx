import type { Subject } from '@mathcols/engine';
import { isBugId, RETIRE_AFTER_CLEAN_SOLVES } from '@mathcols/engine/diagnosis';
import { useId } from 'react';
import { PrintWorksheetLink } from '../print/print-link';
import { REPORT_CARDS_TEXT } from './report-cards-text';
import type { TroubleSpotView } from './student-report';

/** A day in the parent's locale and time zone, without a time: 'Mar 12' (with the year when it is not this one). */
function dayText(iso: string, now: Date): string {
  const date = new Date(iso);
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(undefined, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** Props of {@link TroubleSpots}. */
export interface TroubleSpotsProps {
  /** The subject's trouble spots, confirmed ones first. */
  spots: readonly TroubleSpotView[];
  /** Whether the subject has finished sets: without any (and no spots) nothing is shown. */
  worked: boolean;
  /** The heading element, one below the card's title. @defaultValue 5 */
  headingLevel?: 4 | 5 | 6;
  /** Today, for dropping this year from dates. @defaultValue the clock's now */
  now?: Date;
  /**
   * Where a practice sheet for a trouble spot comes from: the subject, the child's level and
   * their first name (for the link's name). Without it, no practice sheet is offered.
   * @defaultValue none
   */
  practice?: { subject: Subject; level: number; firstName: string };
}

/**
 * A subject card's "Trouble spots": each procedural bug the child's work showed on two problems
 * or more, with its name (a '!' mark), the text for parents, the latest example as the child
 * wrote it with the correct answer ('81 − 38 = 57, should be 43'), the hint to share, and when
 * it was first and last seen (dates in the parent's locale, no times); overcome ones follow,
 * marked '✓ Overcome' and quieter, with why ('then right 3 times in a row': the engine's
 * `RETIRE_AFTER_CLEAN_SOLVES`). A line under the heading says which mistakes make a spot, so a
 * mistake listed once under 'Latest mistakes' is not missed here. Marks are words as well as
 * colour. A spot still there offers 'Print a practice sheet' (with `practice`): problems of
 * the child's level on which that mistake gives a wrong answer, in a new tab. With none, one
 * kind sentence — or nothing at all while the subject has no finished set.
 * @see issue 12 ("the parent's report card shows trouble spots per subject (confirmed bugs, when
 *   first and last seen, with an example problem)")
 */
export function TroubleSpots({
  spots,
  worked,
  headingLevel = 5,
  now = new Date(),
  practice,
}: TroubleSpotsProps) {
  const titleId = useId();
  if (spots.length === 0 && !worked) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    // A group, not a region: four cards would make four landmarks of one name.
    <div className="report-trouble" role="group" aria-labelledby={titleId}>
      <Heading id={titleId} className="report-trouble-title">
        {REPORT_CARDS_TEXT.troubleTitle}
      </Heading>
      {spots.length === 0 ? (
        <p className="report-trouble-none">{REPORT_CARDS_TEXT.noTroubleSpots}</p>
      ) : (
        <>
          <p className="report-trouble-lead">{REPORT_CARDS_TEXT.troubleLead}</p>
          <ul className="report-trouble-list">
            {spots.map((spot) => (
              <li key={spot.id} className="report-trouble-spot" data-status={spot.status}>
                <p className="report-trouble-name">
                  <span className="report-trouble-mark" aria-hidden="true">
                    {spot.status === 'retired' ? '✓' : '!'}
                  </span>
                  <span>
                    {spot.status === 'retired' && (
                      <span className="report-trouble-overcome">
                        {REPORT_CARDS_TEXT.overcome}:{' '}
                      </span>
                    )}
                    {spot.name}
                  </span>
                </p>
                {spot.status === 'confirmed' && (
                  <>
                    <p className="report-trouble-text">{spot.parentDescription}</p>
                    <p className="report-trouble-example">
                      <span className="report-trouble-label">{REPORT_CARDS_TEXT.example}</span>{' '}
                      <span className="report-trouble-given">
                        {spot.question} = {spot.answer}
                      </span>
                      {spot.correct !== null && (
                        <>
                          ,{' '}
                          <span className="report-trouble-correct">
                            {REPORT_CARDS_TEXT.shouldBe(spot.correct)}
                          </span>
                        </>
                      )}
                    </p>
                    <p className="report-trouble-tip">
                      <span className="report-trouble-label">{REPORT_CARDS_TEXT.tip}</span>{' '}
                      {spot.hint}
                    </p>
                    {practice && isBugId(spot.id) && (
                      <p className="report-trouble-print">
                        <PrintWorksheetLink
                          subject={practice.subject}
                          level={practice.level}
                          bug={spot.id}
                          label={REPORT_CARDS_TEXT.printPractice}
                          context={`for ${practice.firstName}: ${spot.name}`}
                        />
                      </p>
                    )}
                  </>
                )}
                <p className="report-trouble-seen">
                  {REPORT_CARDS_TEXT.seen(
                    dayText(spot.firstSeen, now),
                    dayText(spot.lastSeen, now),
                  )}
                  {spot.status === 'retired' &&
                    ` · ${REPORT_CARDS_TEXT.overcomeAfter(RETIRE_AFTER_CLEAN_SOLVES)}`}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
