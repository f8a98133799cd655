/**
 * Internal: `run` one call at a time — a call made while one is out gets that call's promise
 * instead of starting another (the refreshes of a student's and a parent's data).
 */
export function oneAtATime<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= run().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}
