import { expect, test } from '@playwright/test';
import { parentWithStudent, scheduleToday, signInStudent } from './learning-helpers';

test('a child already signed in sees the assignment the parent scheduled for today, without signing in again', async ({
  browser,
  page,
  request,
}) => {
  const student = await parentWithStudent(page, request);

  // The child signs in on another device while nothing is scheduled.
  const device = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const child = await device.newPage();
  await signInStudent(child, student);
  await child.getByRole('link', { name: /^Assignments/ }).click();
  await expect(child.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(child.getByRole('article', { name: 'Addition' })).toHaveCount(0);

  // The parent schedules Addition for today on Configure Students.
  await scheduleToday(page, student.handle, 'Addition');

  // The child, still signed in, opens Assignments again: today's Addition is there.
  await child.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await child.getByRole('link', { name: /^Assignments/ }).click();
  await expect(
    child
      .getByRole('article', { name: 'Addition' })
      .getByRole('button', { name: 'Start Assignment' }),
  ).toBeVisible();
  await device.close();
});
