import type { StudentData } from '@mathcols/api-client/protocol';
import { useId, useRef, useState } from 'react';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { errorText } from './parent-api';

/** The grades a student can be in. @see spec §9 "Grade level 1-7" */
export const GRADE_LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Props of {@link GradeSelect}. */
export interface GradeSelectProps {
  student: StudentData;
  /** Called after the new grade was stored. */
  onChanged: (grade: number) => void;
  /** Called when storing failed (the page shows 'Failed to update grade level'). */
  onFailed: (message: string) => void;
}

/**
 * The student's grade, editable in place: a select of grades 1–7 named 'Grade level for
 * {handle}'. Choosing another grade stores it at once; while the call runs the select shows the
 * new grade and stays usable (`aria-busy`), so arrow keys, which change a closed select one grade
 * a press, keep working and focus stays on it. Grades chosen meanwhile are stored one after the
 * other, the last one last. On failure it returns to the stored grade.
 * @see spec §2 "Configure Students" ("grade level editable inline"), §5 "Grade edit 1-7", §8
 */
export function GradeSelect({ student, onChanged, onFailed }: GradeSelectProps) {
  const api = useApiClient();
  // The grade shown while it is not stored yet, and the next one to store (null: none).
  const [shown, setShown] = useState<number | null>(null);
  const next = useRef<number | null>(null);
  const storing = useRef(false);
  const id = useId();

  const storeChosen = async () => {
    storing.current = true;
    for (let grade = next.current; grade !== null; grade = next.current) {
      next.current = null;
      try {
        await api.updateStudent(student.accountname, { gradelevel: grade });
        onChanged(grade);
      } catch (error) {
        next.current = null;
        onFailed(errorText(error, API_ERROR_MESSAGES.updateGradeFailed));
      }
    }
    storing.current = false;
    setShown(null);
  };

  const change = (grade: number) => {
    setShown(grade);
    next.current = grade;
    if (!storing.current) void storeChosen();
  };

  return (
    <span className="grade-select">
      <label htmlFor={id}>
        Grade <span className="mc-visually-hidden">level for {student.accountname}</span>
      </label>
      <select
        id={id}
        value={shown ?? Number(student.gradelevel)}
        aria-busy={shown !== null}
        onChange={(event) => change(Number(event.target.value))}
      >
        {GRADE_LEVELS.map((grade) => (
          <option key={grade} value={grade}>
            {grade}
          </option>
        ))}
      </select>
    </span>
  );
}
