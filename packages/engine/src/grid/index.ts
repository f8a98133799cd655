export {
  columnRange,
  placeholderZeros,
  sortCellsLeftToRight,
  textCell,
  textCells,
  textRow,
  type RowHeader,
} from './cells';
export {
  answerBoxSpecs,
  boxRow,
  regroupBoxSpecs,
  type AnswerBoxOptions,
  type BoxPosition,
  type BoxSpec,
  type BuiltRow,
  type RegroupBoxOptions,
} from './boxes';
export {
  assembleLayout,
  carryBoxKeys,
  chainLinks,
  findRow,
  indexBoxes,
  type LayoutParts,
  type NextLinks,
} from './assemble';
export { borrowLabel, boxLabel, carryLabel } from './labels';
