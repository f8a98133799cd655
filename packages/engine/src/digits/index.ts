export {
  compareDigitStrings,
  digitAt,
  digitsOnesFirst,
  fromBigInt,
  fromDigitsOnesFirst,
  isDigit,
  isDigitString,
  stripLeadingZeros,
  toBigInt,
  toDigit,
} from './digit-strings';
export { MAX_OPERAND_DIGITS, parseOperand } from './parse-operand';
export { NAMED_COLUMNS, columnName, placeName } from './place-names';
