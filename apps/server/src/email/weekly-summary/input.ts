/**
 * What the weekly summary e-mail is made from.
 * @see issue 7 "Weekly summary e-mails"
 */
import type { Subject } from '@mathcols/engine';
import type { IsoWeek } from '../../jobs/iso-week';
import type { WeekSummary } from '../../jobs/summarise-week';

/** What `weeklySummaryEmail` words. */
export interface WeeklySummaryEmailInput {
  /** The parent's address. */
  to: string;
  /** The parent's first name, for the greeting (may be empty). */
  parentFirstname: string;
  /** The student's name as the product greets them, e.g. `'Sam'`. */
  studentName: string;
  week: IsoWeek;
  summary: WeekSummary;
  /** The site's base URL without a trailing slash, e.g. `https://mathcols.example`. */
  siteUrl: string;
  /** The signed unsubscribe link (see `unsubscribeLink`). */
  unsubscribeUrl: string;
  /**
   * The student's confirmed trouble spots (procedural bugs the diagnosis saw on two problems or
   * more and not yet overcome), in the product's subject order; the part is left out when empty.
   * @defaultValue none
   */
  troubleSpots?: readonly WeeklyTroubleSpot[];
}

/** A trouble spot as the weekly e-mail words it. */
export interface WeeklyTroubleSpot {
  subject: Subject;
  /** The bug's short name, e.g. 'Smaller from larger'. */
  name: string;
  /** The catalogue's sentence for parents. */
  parentDescription: string;
  /**
   * The latest problem it explained: the problem as a child reads it (`'81 − 38'`), the
   * child's answer (`'57'`) and the correct one (`'43'`). @defaultValue no example
   */
  example?: { question: string; answer: string; correct: string };
  /**
   * A practice sheet against it: the bug's id and the child's level in the subject; the e-mail
   * links 'Print a practice sheet' (the site's print view with `&bug=`). @defaultValue no link
   */
  practice?: { bug: string; level: number };
}
