import { layoutProblem } from '../operations';
import type { Answers, FieldType, Problem } from '../types';
import { answerOf } from './check';

/**
 * One answer as the product records it.
 * @see spec §3 "User answer"
 */
export interface UserAnswer {
  fieldType: FieldType;
  /** The digit typed, 0–9. */
  value: number;
  /** Right / wrong after submission; `false` when not (or no longer) submitted; `null` for
   * boxes that are never checked (carry, borrow). */
  isCorrect: boolean | null;
  /** When the answers were recorded, in ms since the epoch (given by the caller). */
  timestamp: number;
  /** Addition, subtraction. */
  columnPosition?: number;
  /** Multiplication, division. */
  fieldPosition?: number;
  /** Multiplication. */
  partialIndex?: number;
  /** Division. */
  stepNumber?: number;
}

/** The position keys a box may carry, in the order a record lists them. */
const POSITIONS = ['columnPosition', 'fieldPosition', 'partialIndex', 'stepNumber'] as const;

/**
 * The child's filled boxes as spec §3 "User answer" records, in the layout's working order
 * (blank boxes are left out).
 * @param marks the marks of the last submission (`CheckResult.marks`), or `null` before any;
 *   a checked box without a mark (edited after submission) counts as not correct.
 * @param timestamp ms since the epoch, stamped on every record.
 * @see spec §4 "Unsubmitted answers are stored as not correct"
 */
export function toUserAnswers(
  problem: Problem,
  answers: Answers,
  marks: Readonly<Record<string, boolean | null>> | null,
  timestamp: number,
): UserAnswer[] {
  const records: UserAnswer[] = [];
  for (const box of layoutProblem(problem).boxes) {
    const value = answerOf(answers, box.key);
    if (value === undefined) continue;
    const record: UserAnswer = {
      fieldType: box.fieldType,
      value,
      isCorrect: box.checked ? (marks?.[box.key] ?? false) : null,
      timestamp,
    };
    for (const position of POSITIONS) {
      if (box[position] !== undefined) record[position] = box[position];
    }
    records.push(record);
  }
  return records;
}
