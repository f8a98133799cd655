export {
  createWorksheet,
  WorksheetStore,
  type DigitInput,
  type Marks,
  type WorksheetOptions,
  type WorksheetState,
} from './worksheet-store';
