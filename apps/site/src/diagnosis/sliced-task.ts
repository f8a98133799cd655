/**
 * How long one slice of background work may hold the page, in ms: well under a frame's budget
 * of a 60 Hz screen, so typing and focus moves stay smooth while it runs.
 */
export const SLICE_MS = 8;

/** Work under way a slice at a time (see {@link startSlicedTask}). */
export interface SlicedTask {
  /** Runs the rest of the work at once and calls `onDone`; nothing when it is over already. */
  finish(): void;
  /** Stops the work: no more slices, no `onDone`. */
  cancel(): void;
}

/**
 * Runs `step` again and again until it returns `true`, then calls `onDone` once — a slice at a
 * time: each slice is a task of its own (a 0 ms timer, so the first starts after the current
 * task, e.g. after the render of a result) and stops calling `step` once `sliceMs` have passed,
 * leaving the rest to the next. Each `step` should take well under `sliceMs`.
 * @param now the clock in ms. @defaultValue `performance.now`
 */
export function startSlicedTask(
  step: () => boolean,
  onDone: () => void,
  sliceMs: number = SLICE_MS,
  now: () => number = () => performance.now(),
): SlicedTask {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let over = false;

  const end = () => {
    over = true;
    clearTimeout(timer);
    onDone();
  };
  const slice = () => {
    const until = now() + sliceMs;
    do {
      if (step()) {
        end();
        return;
      }
    } while (now() < until);
    timer = setTimeout(slice, 0);
  };
  timer = setTimeout(slice, 0);

  return {
    finish() {
      if (over) return;
      while (!step());
      end();
    },
    cancel() {
      over = true;
      clearTimeout(timer);
    },
  };
}
