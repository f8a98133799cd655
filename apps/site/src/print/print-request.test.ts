import { describe, expect, it } from 'vitest';
import {
  PRINT_COUNT_DEFAULT,
  PRINT_COUNT_MAX,
  printSearch,
  randomSeed,
  readPrintRequest,
} from './print-request';

const read = (search: string) => readPrintRequest(new URLSearchParams(search), () => 'fresh-seed');

describe('readPrintRequest', () => {
  it('reads subject, level, count and seed from the address', () => {
    expect(read('subject=division&level=9&count=12&seed=abc')).toEqual({
      ok: true,
      request: { subject: 'division', level: 9, count: 12, seed: 'abc', answerKey: true },
      seedGiven: true,
    });
  });

  it.each(['subject=addition', ''])(
    'prints 12 addition problems of level 0 with a new seed for %j (the bare address too)',
    (search) => {
      expect(read(search)).toEqual({
        ok: true,
        request: {
          subject: 'addition',
          level: 0,
          count: PRINT_COUNT_DEFAULT,
          seed: 'fresh-seed',
          answerKey: true,
        },
        seedGiven: false,
      });
    },
  );

  it.each([
    ['subject=', 'Choose addition, subtraction, multiplication or division.'],
    ['subject=algebra', 'Choose addition, subtraction, multiplication or division.'],
    ['subject=addition&level=20', 'Choose a level from 0 to 19.'],
    ['subject=addition&level=-1', 'Choose a level from 0 to 19.'],
    ['subject=addition&level=2.5', 'Choose a level from 0 to 19.'],
    ['subject=addition&count=0', `Choose from 1 to ${PRINT_COUNT_MAX} problems.`],
    ['subject=addition&count=31', `Choose from 1 to ${PRINT_COUNT_MAX} problems.`],
    ['subject=addition&count=1e2', `Choose from 1 to ${PRINT_COUNT_MAX} problems.`],
    [
      'subject=addition&bug=no-such-bug',
      "Choose a mistake of addition from a report card's trouble spots.",
    ],
    [
      'subject=addition&bug=smaller-from-larger',
      "Choose a mistake of addition from a report card's trouble spots.",
    ],
  ])('refuses %j with a sentence saying what to choose', (search, reason) => {
    expect(read(search)).toEqual({ ok: false, reason });
  });

  it('leaves the answer key out with key=0, and writes that back', () => {
    const request = {
      subject: 'multiplication',
      level: 2,
      count: 6,
      seed: 'k',
      answerKey: false,
    } as const;
    expect(printSearch(request)).toBe('subject=multiplication&level=2&count=6&key=0&seed=k');
    expect(read(printSearch(request))).toEqual({ ok: true, request, seedGiven: true });
  });

  it('writes back what it reads', () => {
    const request = {
      subject: 'subtraction',
      level: 7,
      count: 20,
      seed: 'x y',
      answerKey: true,
    } as const;
    expect(read(printSearch(request))).toEqual({ ok: true, request, seedGiven: true });
  });

  it('reads and writes back a trouble spot to practise against', () => {
    const request = {
      subject: 'subtraction',
      level: 4,
      count: 12,
      seed: 'abc',
      bug: 'borrow-no-decrement',
      answerKey: true,
    } as const;
    expect(printSearch(request)).toBe(
      'subject=subtraction&level=4&count=12&bug=borrow-no-decrement&seed=abc',
    );
    expect(read(printSearch(request))).toEqual({ ok: true, request, seedGiven: true });
  });
});

describe('randomSeed', () => {
  it('makes a different 8-character seed each time', () => {
    const seeds = new Set(Array.from({ length: 50 }, randomSeed));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-z]{8}$/);
  });
});
