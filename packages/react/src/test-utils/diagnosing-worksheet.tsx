import { useRef, useState } from 'react';
import type { Answers } from '@mathcols/engine';
import { bugInfo, diagnose } from '@mathcols/engine/diagnosis';
import { Worksheet, type WorksheetHint, type WorksheetProps } from '../worksheet/worksheet';

/**
 * A `Worksheet` doing what an app does with the engine's diagnosis (docs/diagnosis.md): on each
 * submission it diagnoses the child's boxes and passes the first named bug's hint and columns
 * as `hint` (none when no bug fits), for tests and stories.
 */
export function DiagnosingWorksheet(props: WorksheetProps) {
  const answers = useRef<Answers>(props.defaultAnswers ?? {});
  const [hint, setHint] = useState<WorksheetHint | null>(null);
  return (
    <Worksheet
      {...props}
      hint={hint}
      onAnswersChange={(next) => {
        answers.current = next;
        props.onAnswersChange?.(next);
      }}
      onSubmit={(result) => {
        const [match] = diagnose(props.problem, answers.current).bugs;
        setHint(match ? { text: bugInfo(match.id).hint, columns: match.columns } : null);
        props.onSubmit?.(result);
      }}
    />
  );
}
