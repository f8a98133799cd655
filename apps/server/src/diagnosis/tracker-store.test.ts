import { describe, expect, it } from 'vitest';
import type { TrackedBug } from '@mathcols/engine/diagnosis';
import { trackerStateOf } from './tracker-store';

const bug = (id: string): TrackedBug => ({
  id: id as TrackedBug['id'],
  status: 'confirmed',
  problems: 2,
  cleanSolves: 0,
  firstSeen: '2025-03-10T16:00:00.000Z',
  lastSeen: '2025-03-12T16:00:00.000Z',
  example: { problem: { number_0: '81', number_1: '38', operator: '-' }, answer: '57' },
});

describe('trackerStateOf', () => {
  it('reads a stored state back as it was', () => {
    const state = { problems: 3, bugs: [bug('smaller-from-larger')] };
    expect(trackerStateOf(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('drops bugs no longer catalogued and reads anything else as the empty tracker', () => {
    expect(trackerStateOf({ problems: 3, bugs: [bug('gone-bug')] })).toEqual({
      problems: 3,
      bugs: [],
    });
    for (const broken of [null, 'text', { bugs: 'x', problems: 1 }, { problems: -1, bugs: [] }]) {
      expect(trackerStateOf(broken)).toEqual({ bugs: [], problems: 0 });
    }
  });
});
