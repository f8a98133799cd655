import {
  workedAnswers,
  type Digit,
  type WorksheetLayout,
  type WorksheetStore,
} from '@mathcols/engine';

/**
 * One beat of the About page's demo: type a digit into a box, press Submit, hold the finished
 * worksheet on screen, or wipe it to start over.
 */
export type DemoStep =
  | { kind: 'type'; key: string; digit: Digit }
  | { kind: 'submit' }
  | { kind: 'hold' }
  | { kind: 'reset' };

/**
 * The demo's script for a worksheet: the digits a careful child writes, in working order (the
 * engine's `workedAnswers`: carry boxes that would hold 0 and unused leading positions stay
 * blank), then Submit, then `holdBeats` beats with the solved worksheet shown,
 * then a reset. Played in a loop, the last step leads back to the first.
 *
 * @param layout - the engine's layout of the problem (boxes in working order)
 * @param holdBeats - how many beats the solved worksheet stays on screen (≥ 0)
 * @returns the steps, never empty (at least submit and reset)
 */
export function demoScript(layout: WorksheetLayout, holdBeats: number): DemoStep[] {
  const worked = workedAnswers(layout);
  const typing: DemoStep[] = layout.boxes.flatMap((box) => {
    const digit = worked[box.key];
    return digit === undefined ? [] : [{ kind: 'type', key: box.key, digit }];
  });
  const holding: DemoStep[] = Array.from({ length: Math.max(0, holdBeats) }, () => ({
    kind: 'hold',
  }));
  return [...typing, { kind: 'submit' }, ...holding, { kind: 'reset' }];
}

/**
 * Plays one step on the worksheet store: `type` enters the digit, `submit` checks the answers,
 * `reset` blanks the worksheet, `hold` changes nothing.
 */
export function playDemoStep(store: WorksheetStore, step: DemoStep): void {
  if (step.kind === 'type') store.enterDigit(step.key, step.digit);
  else if (step.kind === 'submit') store.submit();
  else if (step.kind === 'reset') store.reset();
}

/** Index of the first step after Submit: where the demo shows the solved worksheet. */
export function solvedStepIndex(steps: readonly DemoStep[]): number {
  return steps.findIndex((step) => step.kind === 'submit') + 1;
}
