import { createWorksheet, type RawProblem } from '@mathcols/engine';
import { Worksheet } from '@mathcols/react';
import { useCallback, useRef, useState } from 'react';
import { demoScript, playDemoStep, solvedStepIndex } from './demo-script';
import { useBeat } from './use-beat';
import { usePrefersReducedMotion } from '../hooks/use-media-query';

/** The problem the demo solves: 47 + 38, with a carry into the tens. */
export const DEMO_PROBLEM: RawProblem = { number_0: '47', number_1: '38', operator: '+' };

/** Time between two beats of the demo (one digit typed, Submit, a held frame), in ms. */
export const DEMO_BEAT_MS = 900;

/** Beats the solved worksheet stays on screen before the demo starts over. */
const HOLD_BEATS = 4;

/** Texts of the demo. */
export const WORKSHEET_DEMO_TEXT = {
  pause: 'Pause demo',
  play: 'Play demo',
  caption:
    'Demonstration: the worksheet solving 47 + 38 one box at a time. 7 + 8 = 15, so 5 goes in ' +
    'the ones box and 1 is carried to the tens. Then 1 + 4 + 3 = 8 in the tens box. The answer, ' +
    '85, is submitted and checked: Correct!',
} as const;

/**
 * A fresh demo run: the real worksheet store for {@link DEMO_PROBLEM}, its script, and the
 * index of the next step. `startSolved` plays the script up to the checked answer first, so a
 * paused demo shows a finished worksheet rather than empty boxes.
 */
function startDemo(startSolved: boolean) {
  const store = createWorksheet(DEMO_PROBLEM);
  const steps = demoScript(store.getState().layout, HOLD_BEATS);
  const next = startSolved ? solvedStepIndex(steps) : 0;
  for (const step of steps.slice(0, next)) playDemoStep(store, step);
  return { store, steps, next };
}

/**
 * The About page's demo: `@mathcols/react`'s real worksheet solving 47 + 38 by itself, one
 * digit per beat, then Submit and 'Correct! 🎉', a pause on the solved worksheet, and again
 * from the start. The worksheet is `inert` and hidden from assistive technology (its boxes are
 * not focusable and its status is not announced); a caption describes the demo in words, and a
 * Pause/Play button (its label says what it will do) stops and restarts it. Under
 * `prefers-reduced-motion: reduce` the demo starts paused on the solved worksheet.
 *
 * @see spec §1 "about (team, demo video, …)"
 */
export function WorksheetDemo() {
  const reducedMotion = usePrefersReducedMotion();
  const [demo] = useState(() => startDemo(reducedMotion));
  const next = useRef(demo.next);
  // null until the visitor presses the button: until then, follow the motion preference.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;

  const beat = useCallback(() => {
    const step = demo.steps[next.current];
    if (step) playDemoStep(demo.store, step);
    next.current = (next.current + 1) % demo.steps.length;
  }, [demo]);
  useBeat(beat, DEMO_BEAT_MS, playing);

  return (
    <figure className="worksheet-demo" data-state={playing ? 'playing' : 'paused'}>
      <div className="worksheet-demo-stage" inert aria-hidden="true">
        {/* autoFocus={false} keeps focus where the visitor is; the rule sees only the prop's name. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Worksheet problem={DEMO_PROBLEM} store={demo.store} autoFocus={false} />
      </div>
      <figcaption className="worksheet-demo-caption">{WORKSHEET_DEMO_TEXT.caption}</figcaption>
      <button
        type="button"
        className="button worksheet-demo-toggle"
        onClick={() => setChoice(!playing)}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          {playing ? <path d="M4 2h3v12H4zM9 2h3v12H9z" /> : <path d="M4 2l10 6-10 6z" />}
        </svg>
        {playing ? WORKSHEET_DEMO_TEXT.pause : WORKSHEET_DEMO_TEXT.play}
      </button>
    </figure>
  );
}
