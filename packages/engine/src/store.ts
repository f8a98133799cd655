/**
 * A tiny observable store: a state snapshot, `subscribe(listener)`, and protected `setState`.
 * Session controllers (worksheet, level game) extend it; React reads it with
 * `useSyncExternalStore(store.subscribe, store.getState)`.
 */
export type Listener = () => void;

export class Store<S> {
  #state: S;
  readonly #listeners = new Set<Listener>();

  constructor(initial: S) {
    this.#state = initial;
  }

  /** The current state snapshot; a new object after every change, the same one otherwise. */
  getState = (): S => this.#state;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  protected setState(next: S): void {
    if (Object.is(next, this.#state)) return;
    this.#state = next;
    for (const listener of [...this.#listeners]) listener();
  }
}
