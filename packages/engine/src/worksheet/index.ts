export {
  createWorksheet,
  WorksheetStore,
  type DigitInput,
  type Marks,
  type WorksheetState,
} from './worksheet-store';
