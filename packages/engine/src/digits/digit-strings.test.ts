import { describe, expect, it } from 'vitest';
import {
  compareDigitStrings,
  digitAt,
  digitsOnesFirst,
  fromBigInt,
  fromDigitsOnesFirst,
  isDigit,
  isDigitString,
  stripLeadingZeros,
  toDigit,
} from './digit-strings';
import { NAMED_COLUMNS, columnName, placeName } from './place-names';

describe('digit helpers', () => {
  it('reads the digit of a place value, 0 beyond the number', () => {
    expect([0, 1, 2, 3].map((column) => digitAt('507', column))).toEqual([7, 0, 5, 0]);
    expect(() => digitAt('507', -1)).toThrow(RangeError);
  });

  it('converts between digit strings and ones-first digit lists', () => {
    expect(digitsOnesFirst('507')).toEqual([7, 0, 5]);
    expect(fromDigitsOnesFirst([7, 0, 5])).toBe('507');
    expect(fromDigitsOnesFirst([3, 0, 0])).toBe('3');
    expect(fromDigitsOnesFirst([])).toBe('0');
  });

  it('accepts only single digits as Digit', () => {
    expect(toDigit('7')).toBe(7);
    expect(toDigit(0)).toBe(0);
    for (const bad of [10, -1, 2.5, 'a', '12', '']) expect(() => toDigit(bad)).toThrow(RangeError);
    expect(isDigit(9)).toBe(true);
    expect(isDigit('9')).toBe(false);
  });

  it('compares digit strings by value, not alphabetically', () => {
    expect(compareDigitStrings('9', '10')).toBe(-1);
    expect(compareDigitStrings('523', '518')).toBe(1);
    expect(compareDigitStrings('42', '42')).toBe(0);
  });

  it('recognizes normalized digit strings and strips leading zeros', () => {
    expect(isDigitString('0')).toBe(true);
    expect(isDigitString('007')).toBe(false);
    expect(isDigitString('-1')).toBe(false);
    expect(stripLeadingZeros('000')).toBe('0');
    expect(fromBigInt(10n ** 20n)).toBe(`1${'0'.repeat(20)}`);
    expect(() => fromBigInt(-1n)).toThrow(RangeError);
  });
});

describe('placeName', () => {
  it('names the first fifteen columns as a child reads them', () => {
    expect(Array.from({ length: 15 }, (_, column) => placeName(column))).toEqual([
      'ones',
      'tens',
      'hundreds',
      'thousands',
      'ten thousands',
      'hundred thousands',
      'millions',
      'ten millions',
      'hundred millions',
      'billions',
      'ten billions',
      'hundred billions',
      'trillions',
      'ten trillions',
      'hundred trillions',
    ]);
  });

  it('names every column of a 30-digit product distinctly', () => {
    const names = Array.from({ length: 30 }, (_, column) => placeName(column));
    expect(new Set(names).size).toBe(30);
    expect(placeName(29)).toBe('hundred octillions');
    expect(placeName(40)).toBe('10^40s');
    expect(columnName(1)).toBe('tens column');
  });

  it('names exactly NAMED_COLUMNS columns in words, the last one hundred decillions', () => {
    expect(placeName(NAMED_COLUMNS - 1)).toBe('hundred decillions');
    expect(placeName(NAMED_COLUMNS)).toBe(`10^${NAMED_COLUMNS}s`);
  });
});
