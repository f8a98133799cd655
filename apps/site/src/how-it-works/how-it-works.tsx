import type { RawProblem, Subject } from '@mathcols/engine';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { HowItWorksPicture } from './how-it-works-pictures';
import { howItWorksTopic, type HowItWorksTopic } from './how-it-works-topic';

/**
 * The lines of 'How it works' for each topic: 2–4 short sentences for a child of about 7 that
 * say what goes in the boxes — a carry, a borrow (the digit after lending, 4 → 3), a partial
 * row with its 0 already there and the '+', a bring-down and the 'r'. A step some problems do
 * not need starts with its condition ('10 or more?', 'Digits left?'), so the lines hold on every
 * level of the topic, division facts included.
 * @see issue 12 "Children meet the boxes without words"
 */
export const HOW_IT_WORKS_TEXT: Readonly<Record<HowItWorksTopic, readonly string[]>> = {
  addition: [
    'Start with the ones on the right.',
    'Write the ones digit under the column.',
    '10 or more? Put the 1 in the little box above the next column.',
  ],
  subtraction: [
    'Start with the ones on the right.',
    'Top digit too small? Borrow from the digit to the left.',
    'Write that digit one less in the little box above it (4\u00a0→\u00a03).',
    'Your column gets ten more.',
  ],
  'subtraction-across-zero': [
    'Start with the ones on the right.',
    'Top digit too small? Borrow from the left: your column gets ten more.',
    'Next door is a 0? It borrows from its left first and becomes 9.',
    'Write each new digit in the little box above it (3\u00a0→\u00a02, 0\u00a0→\u00a09).',
  ],
  multiplication: [
    'Multiply by each digit of the bottom number on its own row.',
    'From the second row on, the zeros at the end are already there for you.',
    'More than one row? Add the rows with +.',
  ],
  'multiplication-one-row': [
    'Start with the ones on the right.',
    'Multiply each top digit by the bottom number.',
    '10 or more? Put the tens in the little box above the next column.',
    'Add that little number to the next answer.',
  ],
  'multiplication-tens': [
    'Write the zeros of the bottom number at the end of the answer first.',
    'Then multiply each top digit by the other bottom digit, from the right.',
    '10 or more? Put the tens in the little box above the next column.',
    'Add that little number to the next answer.',
  ],
  division: [
    'How many times does the outside number fit? Write it on top (it can be 0).',
    'Multiply it by the outside number, write that under, subtract.',
    'Digits left? Bring the next one down and go again.',
    'What is left at the end goes after r.',
  ],
  'division-long-divisor': [
    'How many times does the outside number fit? Write it on top (it can be 0).',
    'Not sure? Make a guess, multiply, and if it is too big, try one less.',
    'Multiply it by the outside number, write that under, subtract.',
    'Digits left? Bring the next one down and go again; the rest goes after r.',
  ],
};

/**
 * The `localStorage` key that remembers 'How it works' was put away for `topic` (an operation's
 * key is its name, e.g. `mathcols.how-it-works.subtraction`).
 */
export const howItWorksKey = (topic: HowItWorksTopic) => `mathcols.how-it-works.${topic}`;

const HIDDEN = 'hidden';

function readHidden(topic: HowItWorksTopic): boolean {
  try {
    return globalThis.localStorage?.getItem(howItWorksKey(topic)) === HIDDEN;
  } catch {
    return false; // Storage can throw (private modes, sandboxed frames): show it.
  }
}

function writeHidden(topic: HowItWorksTopic, hidden: boolean): void {
  try {
    if (hidden) globalThis.localStorage?.setItem(howItWorksKey(topic), HIDDEN);
    else globalThis.localStorage?.removeItem(howItWorksKey(topic));
  } catch {
    // Not remembered, still put away for now.
  }
}

/** Props of {@link HowItWorks}. */
export interface HowItWorksProps {
  /** The operation the worksheet shows. */
  subject: Subject;
  /**
   * The problem on screen: a subtraction that borrows across a 0, a multiplication on one
   * product row and a division by two digits or more get lines of their own
   * ({@link howItWorksTopic}); `null` while no problem is
   * on screen (loading, a finished level), which shows nothing.
   * @defaultValue undefined — the operation's lines
   */
  problem?: RawProblem | null;
}

/**
 * 'How it works': a short panel near the worksheet that tells a child, without the words of
 * the boxes' labels, what goes where — a little picture of an example and 2–4 lines
 * ({@link HOW_IT_WORKS_TEXT}, by the problem's topic: borrowing across a 0, one product row,
 * a long divisor).
 * Open until the child presses 'Got it!'; then only a small 'How it works' button is left,
 * which brings it back. Put away per topic and remembered in `localStorage`
 * ({@link howItWorksKey}), so a child who knows it is not asked again, yet meets the lines of
 * a new case (the first borrow across a 0) once.
 *
 * A region named by its heading; both buttons are ordinary buttons (keyboard: Tab, Enter,
 * Space). Focus goes to the button left in its place, never on mount (the worksheet's first
 * box keeps it). It slides in under a fifth of a second, and not at all under
 * `prefers-reduced-motion: reduce`.
 * @see issue 12 "Children meet the boxes without words", visual.md principles 4, 6, 8
 */
export function HowItWorks({ subject, problem }: HowItWorksProps) {
  // Solving and laying out the problem again on every keystroke's render would be wasted work.
  const topic = useMemo(() => howItWorksTopic(subject, problem), [subject, problem]);
  if (problem === null) return null;
  // A new topic is a new panel, shown unless that topic was put away.
  return <TopicPanel key={topic} subject={subject} topic={topic} />;
}

/** The panel (or the button that brings it back) for one topic of {@link HowItWorks}. */
function TopicPanel({ subject, topic }: { subject: Subject; topic: HowItWorksTopic }) {
  const [hidden, setHidden] = useState(() => readHidden(topic));
  const headingId = useId();
  const reopenRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the child's own press only.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (hidden ? reopenRef : headingRef).current?.focus();
  }, [hidden]);

  const change = (next: boolean) => {
    moveFocus.current = true;
    writeHidden(topic, next);
    setHidden(next);
  };

  if (hidden) {
    return (
      <div className="how-it-works-slot" data-subject={subject}>
        <button
          ref={reopenRef}
          type="button"
          className="button how-it-works-open"
          onClick={() => change(false)}
        >
          <span className="how-it-works-icon" aria-hidden="true">
            ?
          </span>
          How it works
        </button>
      </div>
    );
  }

  return (
    <div className="how-it-works-slot" data-subject={subject}>
      <section className="how-it-works" aria-labelledby={headingId}>
        <HowItWorksPicture topic={topic} />
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="how-it-works-title">
          How it works
        </h2>
        <ul className="how-it-works-lines">
          {HOW_IT_WORKS_TEXT[topic].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <button
          type="button"
          className="button how-it-works-close"
          // The visible words first (WCAG 2.5.3), then what the button does.
          aria-label="Got it! Hide How it works"
          onClick={() => change(true)}
        >
          Got it!
        </button>
      </section>
    </div>
  );
}

/** Props of {@link WorksheetWithHelp}. */
export interface WorksheetWithHelpProps {
  /** The operation of the worksheet. */
  subject: Subject;
  /** The problem on screen, if any (see {@link HowItWorksProps.problem}). */
  problem?: RawProblem | null;
  /** The worksheet (and what belongs to it: its status, a move-on line). */
  children: ReactNode;
}

/**
 * The worksheet with {@link HowItWorks} beside it: on wide screens the panel stands to the
 * right of the worksheet, on narrow ones under it, so the worksheet stays the hero and the
 * first thing on a phone (visual.md principle 1). The worksheet comes first in the reading
 * and focus order.
 */
export function WorksheetWithHelp({ subject, problem, children }: WorksheetWithHelpProps) {
  return (
    <div className="worksheet-with-help">
      <div className="worksheet-with-help-main">{children}</div>
      <HowItWorks subject={subject} problem={problem} />
    </div>
  );
}
