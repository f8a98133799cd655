import { describe, expect, it } from 'vitest';
import type { DiagnosisTrackerState } from '@mathcols/engine/diagnosis';
import { trackedBug } from './test-support';
import { namedBugs, troubleSpots } from './trouble-spots';

describe('troubleSpots', () => {
  it('lists confirmed bugs latest seen first, then retired ones, never suspected ones', () => {
    const state: DiagnosisTrackerState = {
      problems: 9,
      bugs: [
        trackedBug({
          id: 'borrow-no-decrement',
          status: 'retired',
          lastSeen: '2025-03-13T10:00:00.000Z',
        }),
        trackedBug({ id: 'borrow-from-zero', status: 'suspected', problems: 1 }),
        trackedBug({ id: 'smaller-from-larger', lastSeen: '2025-03-11T10:00:00.000Z' }),
        trackedBug({
          id: 'stops-borrow-at-zero',
          lastSeen: '2025-03-12T10:00:00.000Z',
          problems: 3,
        }),
      ],
    };
    const spots = troubleSpots(state);
    expect(spots.map((spot) => [spot.id, spot.status])).toEqual([
      ['stops-borrow-at-zero', 'confirmed'],
      ['smaller-from-larger', 'confirmed'],
      ['borrow-no-decrement', 'retired'],
    ]);
    expect(spots[1]).toEqual({
      id: 'smaller-from-larger',
      status: 'confirmed',
      name: 'Smaller from larger',
      parentDescription: expect.stringMatching(/^In every column your child takes the smaller/),
      hint: 'When the top digit is smaller, borrow from the next column first.',
      firstSeen: '2025-03-10T16:00:00.000Z',
      lastSeen: '2025-03-11T10:00:00.000Z',
      problems: 2,
      example: { problem: { number_0: '81', number_1: '38', operator: '-' }, answer: '57' },
    });
  });

  it('has none for the empty tracker', () => {
    expect(troubleSpots({ bugs: [], problems: 0 })).toEqual([]);
  });
});

describe('namedBugs', () => {
  it('names catalogued ids and leaves out others', () => {
    expect(namedBugs(['forgot-to-carry', 'gone-bug'])).toEqual([
      { id: 'forgot-to-carry', name: 'Forgets to carry' },
    ]);
  });
});
