import { describe, expect, it } from 'vitest';
import { trackerStateOf } from './tracker-store';
import { trackedBug } from './test-support';

const bug = (id: string) => trackedBug({ id });

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
