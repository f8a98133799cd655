import { describe, expect, it } from 'vitest';
import { Store } from './store';

class Counter extends Store<{ count: number }> {
  constructor() {
    super({ count: 0 });
  }
  increment() {
    this.setState({ count: this.getState().count + 1 });
  }
}

describe('Store', () => {
  it('notifies subscribers with a new snapshot and stops after unsubscribe', () => {
    const counter = new Counter();
    const seen: number[] = [];
    const unsubscribe = counter.subscribe(() => seen.push(counter.getState().count));
    counter.increment();
    unsubscribe();
    counter.increment();
    expect(seen).toEqual([1]);
    expect(counter.getState().count).toBe(2);
  });
});
