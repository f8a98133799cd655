import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

/** A piece of work that runs until the test finishes it. */
function controlled() {
  let finish = () => {};
  let fail = (_: Error) => {};
  const started = { value: false };
  const work = () =>
    new Promise<string>((resolve, reject) => {
      started.value = true;
      finish = () => resolve('done');
      fail = reject;
    });
  return { work, started, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createConcurrencyLimit', () => {
  it('runs at most the limit at once, the others in the order they came', async () => {
    const limited = createConcurrencyLimit(2);
    const jobs = [controlled(), controlled(), controlled(), controlled()];
    const results = jobs.map((job) => limited(job.work));
    await settle();
    expect(jobs.map((job) => job.started.value)).toEqual([true, true, false, false]);
    jobs[1]!.finish();
    await settle();
    expect(jobs.map((job) => job.started.value)).toEqual([true, true, true, false]);
    jobs[0]!.fail(new Error('scrypt failed'));
    await expect(results[0]).rejects.toThrow('scrypt failed');
    await settle();
    // A failure frees its slot too.
    expect(jobs[3]!.started.value).toBe(true);
    for (const job of jobs.slice(2)) job.finish();
    expect(await Promise.all(results.slice(1))).toEqual(['done', 'done', 'done']);
    // All slots are free again: two start at once.
    const more = [controlled(), controlled()];
    more.forEach((job) => void limited(job.work));
    await settle();
    expect(more.map((job) => job.started.value)).toEqual([true, true]);
  });

  it('starts waiting urgent work before other waiting work', async () => {
    const limited = createConcurrencyLimit(1);
    const [busy, other, urgent] = [controlled(), controlled(), controlled()];
    void limited(busy.work);
    void limited(other.work);
    void limited(urgent.work, true);
    await settle();
    busy.finish();
    await settle();
    expect([other.started.value, urgent.started.value]).toEqual([false, true]);
    urgent.finish();
    await settle();
    expect(other.started.value).toBe(true);
  });

  it('refuses a limit that is not a whole number of at least 1', () => {
    for (const limit of [0, 1.5, -1, Number.NaN]) {
      expect(() => createConcurrencyLimit(limit)).toThrow(RangeError);
    }
  });
});
