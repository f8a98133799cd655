import { useState } from 'react';
import {
  layoutProblem,
  solveProblem,
  type Answers,
  type Digit,
  type RawProblem,
  type WorksheetLayout,
} from '@mathcols/engine';
import { DigitGrid, type DigitGridProps } from '../grid/digit-grid';

/** The engine's layout of a raw problem (`layoutFor('+', 57, 68)`), for grid tests and stories. */
export function layoutFor(
  operator: RawProblem['operator'],
  first: number | string,
  second: number | string,
): WorksheetLayout {
  return layoutProblem(
    solveProblem({ number_0: String(first), number_1: String(second), operator }),
  );
}

/** Props of {@link GridHarness}. */
export interface GridHarnessProps extends Partial<
  Omit<DigitGridProps, 'layout' | 'answers' | 'onEnterDigit' | 'onClearBox'>
> {
  layout: WorksheetLayout;
  /** Digits the grid starts with. @defaultValue {} */
  initialAnswers?: Answers;
}

/**
 * A `DigitGrid` holding its answers in local state (no engine store, no checking): exercises
 * the grid's rendering and keyboard model on its own in tests and stories.
 */
export function GridHarness({ layout, initialAnswers = {}, ...props }: GridHarnessProps) {
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const enter = (key: string, digit: Digit) => setAnswers((a) => ({ ...a, [key]: digit }));
  const clear = (key: string) =>
    setAnswers((a) => Object.fromEntries(Object.entries(a).filter(([k]) => k !== key)));
  return (
    <DigitGrid
      {...props}
      layout={layout}
      answers={answers}
      onEnterDigit={enter}
      onClearBox={clear}
    />
  );
}
