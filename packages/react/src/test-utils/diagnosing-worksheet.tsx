import { useState } from 'react';
import { bugInfo, diagnose, slipHint } from '@mathcols/engine/diagnosis';
import { Worksheet, type WorksheetHint, type WorksheetProps } from '../worksheet/worksheet';

/**
 * A `Worksheet` doing what an app does with the engine's diagnosis (docs/diagnosis.md): on each
 * submission it diagnoses the submitted boxes (`result.answers`) and passes the first named
 * bug's hint and columns as `hint`, or, when no bug fits, the slip hint of the first red box
 * (`slipHint`), for tests and stories.
 */
export function DiagnosingWorksheet(props: WorksheetProps) {
  const [hint, setHint] = useState<WorksheetHint | null>(null);
  return (
    <Worksheet
      {...props}
      hint={hint}
      onSubmit={(result) => {
        const [match] = diagnose(props.problem, result.answers).bugs;
        const slip = match ? null : slipHint(props.problem, result.answers);
        setHint(
          match
            ? { text: bugInfo(match.id).hint, columns: match.columns }
            : slip && { text: slip.text, columns: slip.columns, key: slip.key },
        );
        props.onSubmit?.(result);
      }}
    />
  );
}
