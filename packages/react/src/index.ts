/**
 * @mathcols/react — accessible digit-box worksheets for column addition, subtraction,
 * multiplication and long division. All arithmetic, checking and completion come from
 * `@mathcols/engine`; these components render boxes, handle the keyboard and announce results.
 * Import the stylesheet once: `import '@mathcols/react/styles.css'`.
 */
export {
  DigitGrid,
  AUTO_FOCUS_DELAY_MS,
  type DigitGridProps,
  type DigitGridHandle,
} from './grid/digit-grid';
export {
  Worksheet,
  type WorksheetProps,
  type WorksheetCheck,
  type WorksheetHint,
} from './worksheet/worksheet';
export {
  WorksheetControls,
  WORKSHEET_TEXT,
  type WorksheetControlsProps,
  type WorksheetPhase,
} from './worksheet/worksheet-controls';
export {
  WorksheetStatus,
  STATUS_TEXT,
  type WorksheetStatusProps,
} from './worksheet/worksheet-status';
export {
  useWorksheet,
  type UseWorksheetOptions,
  type UseWorksheetResult,
} from './worksheet/use-worksheet';
export { problemText } from './worksheet/problem-text';
export { OPERAND_TEXT } from './worksheet/operand-text';
export type { Operand } from './worksheet/operand';
export { AdditionWorksheet, type AdditionWorksheetProps } from './addition/addition-worksheet';
export {
  SubtractionWorksheet,
  type SubtractionWorksheetProps,
} from './subtraction/subtraction-worksheet';
export {
  MultiplicationWorksheet,
  type MultiplicationWorksheetProps,
} from './multiplication/multiplication-worksheet';
export {
  LongDivisionWorksheet,
  type LongDivisionWorksheetProps,
} from './long-division/long-division-worksheet';
export {
  DAY_SHORT_LABELS,
  ScheduleEditor,
  SCHEDULE_EDITOR_TEXT,
  type ScheduleEditorProps,
} from './schedule-editor/schedule-editor';
export { ReportCard, REPORT_CARD_TEXT, type ReportCardProps } from './report-card/report-card';
export {
  LevelChart,
  LEVEL_CHART_TEXT,
  LEVEL_CHART_TABLE_TEXT,
  type LevelChartProps,
  type LevelChartPoint,
} from './level-chart/level-chart';
export {
  FormDialog,
  type FormDialogProps,
  type FormDialogClassNames,
  type FormDialogTriggerState,
} from './dialog/form-dialog';
export type {
  Answers,
  CheckResult,
  Digit,
  GridRow,
  OperandError,
  RawProblem,
  RowRule,
  WorksheetLayout,
  WorksheetState,
  WorksheetStore,
} from '@mathcols/engine';
