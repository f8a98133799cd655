import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** One question of the FAQ page and its answer. */
export interface FaqEntry {
  /** Stable id, the key of the question in lists. */
  id: string;
  /** The question, as the summary line shows it. */
  question: string;
  /** The answer: one or more paragraphs. */
  answer: ReactNode;
  /** Whether the question is hidden while a student is signed in (cost, progress tracking). */
  hiddenForStudents: boolean;
}

/**
 * The six questions of the FAQ page, in the order they are shown. The cost and
 * progress-tracking questions are for parents, so a signed-in student does not see them.
 *
 * @see spec §2 "FAQ", §9 Business constants and limits
 */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'what',
    question: 'What is mathcols?',
    answer: (
      <p>
        mathcols is a place to practise written arithmetic: addition with carrying, subtraction with
        borrowing, long multiplication and long division. Each problem is laid out in columns, just
        like on paper, and the child fills in one digit box at a time. When the answer is submitted,
        every box is checked straight away, so mistakes are caught while the problem is still fresh.
      </p>
    ),
    hiddenForStudents: false,
  },
  {
    id: 'ages',
    question: 'Which ages is it for?',
    answer: (
      <p>
        Children of about 6 to 12, from first to seventh grade. Each subject has 20 levels, from
        adding single digits up to long division with large numbers, so a child starts where they
        are comfortable and moves up as they improve. A parent sets each child&apos;s grade and can
        change the level of any subject at any time.
      </p>
    ),
    hiddenForStudents: false,
  },
  {
    id: 'daily',
    question: 'How does the daily practice work?',
    answer: (
      <>
        <p>
          A parent chooses the days of the week for each of the four subjects: addition,
          subtraction, multiplication and division. On a scheduled day the child signs in and finds
          up to 10 questions per subject waiting, so at most four short sets a day.
        </p>
        <p>
          After a set, the level goes up, stays or goes down depending on how it went. Children who
          want more can always open Practice Problems.
        </p>
      </>
    ),
    hiddenForStudents: false,
  },
  {
    id: 'cost',
    question: 'How much does it cost?',
    answer: (
      <p>
        The free practice problems are free, with no account needed. A free parent account holds one
        child, with a schedule and one set per subject on each scheduled day. Premium, for up to
        four children, with unlimited questions (more sets on any day), report cards and weekly
        e-mails for parents, costs $3.99 a month or $27.99 a year (40% off when billed annually).
        See <Link to="/pricing">Pricing</Link> for the details.
      </p>
    ),
    hiddenForStudents: true,
  },
  {
    id: 'progress',
    question: 'How does progress tracking work?',
    answer: (
      <p>
        Every finished set is saved with its level and the number of mistakes. From these we build a
        report card per subject: how much of the level is done, the score, and a letter grade.
        Premium parents read them under View Report Cards on their dashboard, with the mistakes a
        child made the same way twice and a practice sheet to print for each, and get a short
        summary by e-mail every week. Children see their own report card under My Progress.
      </p>
    ),
    hiddenForStudents: true,
  },
  {
    id: 'contact',
    question: 'How do I contact you or cancel?',
    answer: (
      <>
        <p>
          Signed-in parents can write to us from <Link to="/parent-contact">Contact Us</Link> on the
          dashboard; we answer within 24 hours. Students, please ask a parent to write for you.
        </p>
        <p>
          To cancel Premium, open Manage Billing on the parent dashboard, press Update Payment
          Method (the billing portal) and cancel there. There is nothing else to return, and the
          free practice problems stay free.
        </p>
      </>
    ),
    hiddenForStudents: false,
  },
];
