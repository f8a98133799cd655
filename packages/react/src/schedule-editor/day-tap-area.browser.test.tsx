/**
 * On a phone the seven day toggles of the schedule editor get narrower than 44 px (the week stays
 * one row), but a finger keeps a 44 px wide target: each day's tap area reaches into the gaps up
 * to its neighbour's. Real layout and hit testing in Chromium (`react-browser` project).
 */
import { describe, expect, it } from 'vitest';
import { ScheduleEditor } from '../index';
import { showInPage } from '../test-utils/in-page';

/** The day toggle a tap at (x, y) reaches, or null. */
const dayAt = (x: number, y: number) =>
  document.elementFromPoint(x, y)?.closest<HTMLButtonElement>('.mc-schedule-day') ?? null;

describe('the tap area of a day toggle on a narrow screen', () => {
  it('is at least 44 px wide and reaches its neighbour without overlapping it', async () => {
    // The room a schedule dialog leaves on a 360 px phone.
    const container = await showInPage(
      <ScheduleEditor subject="Addition" savedValue="" onSave={() => {}} />,
      { width: '300px' },
    );
    const days = [...container.querySelectorAll<HTMLButtonElement>('.mc-schedule-day')];
    expect(days).toHaveLength(7);
    const [monday, tuesday] = [days[1]!, days[2]!];
    const box = monday.getBoundingClientRect();
    expect(box.width).toBeLessThan(44);
    const middle = box.top + box.height / 2;
    // Walk across: where Monday's area ends, Tuesday's begins.
    let left = box.left;
    while (dayAt(left - 1, middle) === monday) left -= 1;
    let right = box.right;
    while (dayAt(right, middle) === monday) right += 1;
    expect(right - left).toBeGreaterThanOrEqual(44);
    expect(dayAt(right, middle)).toBe(tuesday);
    expect(dayAt(left - 1, middle)).toBe(days[0]);
    // A tap there presses Monday, as a tap on the drawn button would.
    (document.elementFromPoint(right - 1, middle) as HTMLElement).click();
    await expect.poll(() => monday.getAttribute('aria-pressed')).toBe('true');
  });
});
