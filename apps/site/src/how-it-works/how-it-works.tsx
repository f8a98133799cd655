import type { RawProblem, Subject } from '@mathcols/engine';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { HowItWorksPicture } from './how-it-works-pictures';
import { HOW_IT_WORKS_TEXT } from './how-it-works-text';
import { howItWorksTopic, type HowItWorksTopic } from './how-it-works-topic';

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
   * The problem on screen, whose case picks the lines and the picture ({@link howItWorksTopic}:
   * a one-digit subtraction, a borrow across a 0, a times-table fact, one product row, a long
   * divisor); `null` while no problem is on screen (loading, a finished level), which shows
   * nothing.
   * @defaultValue undefined — the operation's lines
   */
  problem?: RawProblem | null;
}

/**
 * 'How it works': a short panel near the worksheet that tells a child, without the words of
 * the boxes' labels, what goes where — a little picture of an example and 2–4 lines
 * ({@link HOW_IT_WORKS_TEXT}, by the problem's topic, see {@link howItWorksTopic}). Open until
 * the child presses 'Got it!'; then only a small 'How it works' button is left, which brings it
 * back. Put away per topic and remembered in `localStorage` ({@link howItWorksKey}), so a child
 * who knows it is not asked again, yet meets the lines of a new case (the first borrow across a
 * 0) once.
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
