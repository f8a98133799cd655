/**
 * The words of the parent's Report Cards page: short and plain for a parent scanning it. 'Sign
 * up now!' and 'Back to Dashboard' are the spec's own strings. The overall score, grade, the
 * subjects it is based on and the chart names use My Progress's words (`PROGRESS_TEXT`).
 * @see spec §2 "Report Cards", "Parent Dashboard" ('Sign up now!' to /pricing)
 */
export const REPORT_CARDS_TEXT = {
  /** The browser tab's title and the page heading. */
  title: 'Report Cards',
  /** The line under the heading. */
  lead: 'How each child is doing in each subject, at a glance.',
  /** The sign-up prompt's heading, for a parent without premium. */
  signUpTitle: 'Report cards come with Premium',
  /** The sign-up prompt's one sentence: what report cards show. */
  signUpText:
    'See each child’s level, score and letter grade in every subject, how their level changed over time, and the mistakes to go over together.',
  /** The sign-up prompt's button (to /pricing). @see spec §2 "Parent Dashboard" */
  signUp: 'Sign up now!',
  /** The empty state without students. */
  noStudents: 'Add a student to see their report card here.',
  /** The empty state's button (to /configure-student). */
  noStudentsAction: 'Configure Students',
  /** The student picker's accessible name. */
  picker: 'Students',
  /** While a report card loads. */
  loading: 'Loading report card...',
  /** The button after a failed load. */
  retry: 'Try again',
  /** The overall summary's heading. */
  overallTitle: 'Overall grade',
  /** Before the child's first finished set. */
  noOverall: 'No finished assignments yet. Scores appear after the first finished set.',
  /** The subject cards' heading. */
  subjectsTitle: 'Subjects',
  /** The reported errors' heading. */
  errorsTitle: 'Latest mistakes',
  /** The reported errors' table caption, e.g. 'Sam's latest mistakes'. */
  errorsCaption: (name: string) => `${name}’s latest mistakes`,
  /** Columns of the reported errors. */
  errorColumns: {
    date: 'Date',
    question: 'Question',
    answer: 'Answer given',
    correct: 'Correct answer',
  },
  /**
   * Under an answer given that is the correct one: the slip was in the working (a carry, a
   * partial product, a step of a division), so the answer is not struck through.
   */
  rightAnswer: 'Right answer: the slip was in the working',
  /** When the child reported no mistakes. */
  noErrors: 'No mistakes reported',
  /** Before the procedural bug named under a mistake's question. */
  errorCause: 'Likely cause',
  /** Several bugs that explain a mistake equally well, e.g. 'Borrows … or Smaller from larger'. */
  errorCauses: (names: readonly string[]) => names.join(' or '),
  /** The trouble spots' heading in each subject card. @see issue 12 */
  troubleTitle: 'Trouble spots',
  /** A subject with finished sets and no confirmed bug. */
  noTroubleSpots: 'No trouble spots — no mistake has come up the same way twice.',
  /** Under the heading when there are trouble spots: which mistakes make one. */
  troubleLead: 'Mistakes made the same way on two problems or more.',
  /** The mark of an overcome trouble spot, before its name. */
  overcome: 'Overcome',
  /** After an overcome spot's dates: why it counts as overcome (the engine's clean solves). */
  overcomeAfter: (cleanSolves: number) => `then right ${cleanSolves} times in a row`,
  /** When a trouble spot showed, e.g. 'First seen Mar 10 · last seen Mar 12' (or 'Seen Mar 10'). */
  seen: (first: string, last: string) =>
    first === last ? `Seen ${first}` : `First seen ${first} · last seen ${last}`,
  /** Before the example problem. */
  example: 'Example:',
  /** After the child's answer, e.g. 'should be 43'. */
  shouldBe: (correct: string) => `should be ${correct}`,
  /** Before the child's hint. */
  tip: 'Tip to share:',
  /** The button that prints a child's report card (ours). */
  printCard: 'Print report card',
  /**
   * The line under the child's name, on screen and on paper: the day the card shows, e.g.
   * 'As of Sunday, November 29, 2026'.
   */
  asOf: (day: Date) =>
    `As of ${day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}`,
  /** A trouble spot's link to a practice sheet against it (ours). */
  printPractice: 'Print a practice sheet',
  /** The way back. */
  back: 'Back to Dashboard',
} as const;
