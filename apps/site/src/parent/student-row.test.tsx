import { curriculumLevel, LEVEL_COUNT } from '@mathcols/engine';
import { API_ERROR_MESSAGES, ApiError } from '@mathcols/api-client';
import type { ApiClient, StudentChange } from '@mathcols/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ALEX, openAsParent, refusal, SAM } from './test-kit';

const PREMIUM = { userpremium: 'true', studentsMax: 4 } as const;

function openList() {
  return openAsParent('/configure-student', { user: PREMIUM, students: [SAM, ALEX] });
}

/** Makes the fake store level changes too (it keeps grades and schedules only). */
function storeLevels(api: ApiClient) {
  const store = api.updateStudent.bind(api);
  return vi.spyOn(api, 'updateStudent').mockImplementation(async (accountname, change) => {
    if (!('mathlevels' in change)) return store(accountname, change);
    const state = api.session.getSnapshot().parent;
    const current = state?.students.find((s) => s.accountname === accountname);
    if (!state || !current) throw refusal('Student not found');
    const mathlevels = Object.fromEntries(
      Object.entries(change.mathlevels).map(([subject, { level }]) => [
        subject,
        { level: String(level) },
      ]),
    );
    const updated = { ...current, mathlevels: { ...current.mathlevels, ...mathlevels } };
    api.session.updateParent({
      students: state.students.map((s) => (s === current ? updated : s)),
    });
    return updated;
  });
}

describe('StudentRow', () => {
  it("names every button after the student's handle", () => {
    openList();
    for (const name of [
      'Schedule for sam',
      'Configure sam',
      'Delete sam',
      'Addition (0) for sam',
    ]) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'Addition (3) for alex' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Grade level for alex' })).toHaveValue('5');
  });

  it('saves a schedule per subject and stores the FTUE step on first open', async () => {
    const { user, api } = openList();
    const updateStudent = vi.spyOn(api, 'updateStudent');
    await user.click(screen.getByRole('button', { name: 'Schedule for alex' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule for alex' });
    expect(dialog).toHaveAccessibleDescription(
      'Pick the days alex practises each subject, then save that subject.',
    );
    await waitFor(() =>
      expect(api.session.getSnapshot().parent?.ftue).toEqual(['create_student', 'update_schedule']),
    );
    expect(within(dialog).getAllByRole('group', { name: / schedule$/ })).toHaveLength(4);
    const addition = within(within(dialog).getByRole('group', { name: 'Addition schedule' }));
    expect(addition.getByRole('button', { name: 'Monday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const save = addition.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(addition.getByRole('button', { name: 'Tuesday' }));
    await user.click(save);
    expect(updateStudent).toHaveBeenCalledWith('alex', {
      mathschedule: { addition: { schedule: 'mtwf' } },
    } satisfies StudentChange);
    // Said in the dialog, not by a page toast over its title.
    expect(await within(dialog).findByText('Addition schedule saved.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByText('Addition schedule saved for alex.')).toBeNull();
    await waitFor(() =>
      expect(addition.getByRole('button', { name: 'Save' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    expect(api.session.getSnapshot().parent?.students[1]?.mathschedule.addition?.schedule).toBe(
      'mtwf',
    );
    // Picking again takes the note away until that is saved too.
    await user.click(addition.getByRole('button', { name: 'Wednesday' }));
    expect(within(dialog).queryByText('Addition schedule saved.')).toBeNull();
    await user.click(addition.getByRole('button', { name: 'Wednesday' }));
    expect(within(dialog).getByText('Addition schedule saved.')).toBeInTheDocument();
    // Done closes it, and the page says what was saved.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Addition schedule saved for alex.')).toBeInTheDocument();
    expect(updateStudent).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to update schedule' for which subject and student, and keeps the draft", async () => {
    const { user, api } = openList();
    vi.spyOn(api, 'updateStudent').mockRejectedValueOnce(new TypeError('offline'));
    await user.click(screen.getByRole('button', { name: 'Schedule for sam' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule for sam' });
    const division = within(within(dialog).getByRole('group', { name: 'Division schedule' }));
    await user.click(division.getByRole('button', { name: 'Weekday' }));
    await user.click(division.getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update schedule. The Division schedule for sam was not saved, so nothing ' +
        'changed. The days you picked are still here; press Save to try again.',
    );
    expect(division.getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('Done saves the days picked but not saved, in one call, then closes', async () => {
    const { user, api } = openList();
    const updateStudent = vi.spyOn(api, 'updateStudent');
    await user.click(screen.getByRole('button', { name: 'Schedule for sam' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule for sam' });
    const group = (name: string) => within(within(dialog).getByRole('group', { name }));
    await user.click(group('Multiplication schedule').getByRole('button', { name: 'Tuesday' }));
    await user.click(group('Multiplication schedule').getByRole('button', { name: 'Thursday' }));
    await user.click(group('Division schedule').getByRole('button', { name: 'Friday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    // One message naming both subjects saved.
    expect(
      await screen.findByText('Multiplication and Division schedules saved for sam.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Division schedule saved for sam.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(updateStudent).toHaveBeenCalledTimes(1);
    const sam = api.session.getSnapshot().parent?.students[0];
    expect(sam?.mathschedule.multiplication?.schedule).toBe('tr');
    expect(sam?.mathschedule.division?.schedule).toBe('f');

    // Opened again: the saved days, nothing left to save.
    await user.click(screen.getByRole('button', { name: 'Schedule for sam' }));
    const again = within(screen.getByRole('dialog', { name: 'Schedule for sam' }));
    const multiplication = within(again.getByRole('group', { name: 'Multiplication schedule' }));
    expect(multiplication.getByRole('button', { name: 'Tuesday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(multiplication.getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('Escape saves the days picked but not saved, as Done does', async () => {
    const { user, api } = openList();
    await user.click(screen.getByRole('button', { name: 'Schedule for sam' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule for sam' });
    const division = within(within(dialog).getByRole('group', { name: 'Division schedule' }));
    await user.click(division.getByRole('button', { name: 'Friday' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Division schedule saved for sam.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.session.getSnapshot().parent?.students[0]?.mathschedule.division?.schedule).toBe(
      'f',
    );
  });

  it('Done keeps the dialog and the days when saving them fails; Escape then drops them', async () => {
    const { user, api } = openList();
    vi.spyOn(api, 'updateStudent').mockRejectedValueOnce(new TypeError('offline'));
    await user.click(screen.getByRole('button', { name: 'Schedule for sam' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule for sam' });
    const division = within(within(dialog).getByRole('group', { name: 'Division schedule' }));
    await user.click(division.getByRole('button', { name: 'Friday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText(/^Failed to update schedule\. /)).toBeVisible();
    expect(division.getByRole('button', { name: 'Friday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Schedule for sam' }));
    const again = within(screen.getByRole('dialog', { name: 'Schedule for sam' }));
    expect(
      within(again.getByRole('group', { name: 'Division schedule' })).getByRole('button', {
        name: 'Friday',
      }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('Done that fails names the student and the subjects not saved; Done again saves them', async () => {
    const { user, api } = openList();
    const updateStudent = vi
      .spyOn(api, 'updateStudent')
      // As the client words a network failure of `student.update` with `mathschedule`.
      .mockRejectedValueOnce(new ApiError(API_ERROR_MESSAGES.updateScheduleFailed, 'network'));
    await user.click(screen.getByRole('button', { name: 'Schedule for alex' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule for alex' });
    const group = (name: string) => within(within(dialog).getByRole('group', { name }));
    await user.click(group('Addition schedule').getByRole('button', { name: 'Tuesday' }));
    await user.click(group('Division schedule').getByRole('button', { name: 'Friday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update schedule. The schedule for alex was not saved, so nothing changed: ' +
        'Addition and Division keep their old days. The days you picked are still here; ' +
        'press Done to try again.',
    );
    expect(screen.getByRole('dialog', { name: 'Schedule for alex' })).toBe(dialog);
    // FormDialog brings the message into view and keeps focus on Done (tested there).
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    expect(screen.queryByText(/schedule saved for alex/)).toBeNull();
    expect(api.session.getSnapshot().parent?.students[1]?.mathschedule).toEqual(ALEX.mathschedule);
    for (const [subject, day] of [
      ['Addition schedule', 'Tuesday'],
      ['Division schedule', 'Friday'],
    ] as const) {
      expect(group(subject).getByRole('button', { name: day })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updateStudent).toHaveBeenCalledTimes(2);
    expect(updateStudent).toHaveBeenLastCalledWith('alex', {
      mathschedule: { addition: { schedule: 'mtwf' }, division: { schedule: 'f' } },
    } satisfies StudentChange);
    expect(screen.getByText('Addition and Division schedules saved for alex.')).toBeInTheDocument();
    const alex = api.session.getSnapshot().parent?.students[1];
    expect(alex?.mathschedule.addition?.schedule).toBe('mtwf');
    expect(alex?.mathschedule.division?.schedule).toBe('f');
  });

  it("words a server's refusal of one subject's Save, as its own sentence, for that subject", async () => {
    const { user, api } = openList();
    vi.spyOn(api, 'updateStudent').mockRejectedValueOnce(refusal('Student not found'));
    await user.click(screen.getByRole('button', { name: 'Schedule for alex' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule for alex' });
    const addition = within(within(dialog).getByRole('group', { name: 'Addition schedule' }));
    await user.click(addition.getByRole('button', { name: 'Sunday' }));
    await user.click(addition.getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Student not found. The Addition schedule for alex was not saved, so nothing changed. ' +
        'The days you picked are still here; press Save to try again.',
    );
  });

  it('changes a level: disabled while equal, then Level Updated Successfully', async () => {
    const { user, api } = openList();
    const updateStudent = storeLevels(api);
    await user.click(screen.getByRole('button', { name: 'Addition (3) for alex' }));
    const dialog = screen.getByRole('dialog', { name: 'Addition level for alex' });
    const level = within(dialog).getByLabelText('New level');
    const change = within(dialog).getByRole('button', { name: 'Change Level' });
    expect(level).toHaveValue('3');
    expect(change).toBeDisabled();
    await user.selectOptions(level, '5');
    expect(change).toBeEnabled();
    await user.selectOptions(level, '3');
    expect(change).toBeDisabled();
    await user.selectOptions(level, '5');
    await user.click(change);
    const done = await screen.findByRole('dialog', { name: 'Level Updated Successfully' });
    expect(done).toHaveAccessibleDescription(
      'alex’s Addition level is now 5. The new level shows the next time alex logs in. A set ' +
        'already started stays at its level until it is finished.',
    );
    expect(updateStudent).toHaveBeenCalledWith('alex', {
      mathlevels: { addition: { level: '5' } },
    });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Addition (5) for alex' })).toBeVisible();
  });

  it('saves only the schedule of the subject saved, so the server keeps the others', async () => {
    const { user, api } = openList();
    const updateStudent = vi.spyOn(api, 'updateStudent');
    await user.click(screen.getByRole('button', { name: 'Schedule for alex' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule for alex' });
    const division = within(within(dialog).getByRole('group', { name: 'Division schedule' }));
    await user.click(division.getByRole('button', { name: 'Monday' }));
    await user.click(division.getByRole('button', { name: 'Save' }));
    expect(updateStudent).toHaveBeenCalledExactlyOnceWith('alex', {
      mathschedule: { division: { schedule: 'm' } },
    });
  });

  it('sends only the subject it changes, so the levels the student earned meanwhile are kept', async () => {
    const { user, api } = openList();
    const updateStudent = storeLevels(api);
    // This page loaded alex at Addition 3; alex may have moved up since, on their own device.
    await user.click(screen.getByRole('button', { name: 'Division (0) for alex' }));
    const dialog = screen.getByRole('dialog', { name: 'Division level for alex' });
    await user.selectOptions(within(dialog).getByLabelText('New level'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Change Level' }));
    await screen.findByRole('dialog', { name: 'Level Updated Successfully' });
    expect(updateStudent).toHaveBeenCalledExactlyOnceWith('alex', {
      mathlevels: { division: { level: '2' } },
    });
  });

  it('returns focus to the subject button after OK in Level Updated Successfully', async () => {
    const { user, api } = openList();
    storeLevels(api);
    const subject = screen.getByRole('button', { name: 'Division (0) for sam' });
    subject.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Division level for sam' });
    await user.selectOptions(within(dialog).getByLabelText('New level'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Change Level' }));
    const done = await screen.findByRole('dialog', { name: 'Level Updated Successfully' });
    await waitFor(() => expect(within(done).getByRole('button', { name: 'OK' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Division (2) for sam' })).toHaveFocus(),
    );
  });

  it('names every level and says what the chosen one practises', async () => {
    const { user } = openList();
    await user.click(screen.getByRole('button', { name: 'Addition (3) for alex' }));
    const dialog = screen.getByRole('dialog', { name: 'Addition level for alex' });
    const level = within(dialog).getByLabelText('New level');
    const options = within(level).getAllByRole('option');
    expect(options).toHaveLength(LEVEL_COUNT);
    expect(options[7]).toHaveTextContent(`7: ${curriculumLevel('addition', 7).title}`);
    expect(level).toHaveAccessibleDescription(curriculumLevel('addition', 3).description);
    await user.selectOptions(level, '12');
    expect(level).toHaveAccessibleDescription(curriculumLevel('addition', 12).description);
  });

  it("says 'Failed to update student level. Please try again.'", async () => {
    const { user, api } = openList();
    vi.spyOn(api, 'updateStudent').mockRejectedValueOnce(new TypeError('offline'));
    await user.click(screen.getByRole('button', { name: 'Division (0) for sam' }));
    const dialog = screen.getByRole('dialog', { name: 'Division level for sam' });
    await user.selectOptions(within(dialog).getByLabelText('New level'), '19');
    await user.click(within(dialog).getByRole('button', { name: 'Change Level' }));
    expect(
      await within(dialog).findByText('Failed to update student level. Please try again.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog', { name: 'Level Updated Successfully' })).toBeNull();
  });

  it('changes a password after checking it', async () => {
    const { user, api } = openList();
    const updateStudent = vi.spyOn(api, 'updateStudent');
    await user.click(screen.getByRole('button', { name: 'Configure sam' }));
    const dialog = screen.getByRole('dialog', { name: 'Configure sam' });
    expect(dialog).toHaveAccessibleDescription(
      'Set a new password for sam. They use it to sign in.',
    );
    const password = within(dialog).getByLabelText('New password');
    const submit = within(dialog).getByRole('button', { name: 'Change Password' });
    await user.click(submit);
    expect(password).toHaveAccessibleDescription('New password is required');
    await user.type(password, 'abc');
    await user.click(submit);
    expect(password).toHaveAccessibleDescription('Password must be at least 4 characters long');
    expect(updateStudent).not.toHaveBeenCalled();
    updateStudent.mockRejectedValueOnce(new TypeError('offline'));
    await user.type(password, 'd');
    await user.click(submit);
    expect(await within(dialog).findByText('Failed to update password')).toBeVisible();
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updateStudent).toHaveBeenLastCalledWith('sam', { passcode: 'abcd' });
    expect(screen.getByText('Password updated for sam.')).toHaveAttribute('role', 'status');
  });

  it("'Show password' shows the new password, and it is hidden again on the next opening", async () => {
    const { user } = openList();
    await user.click(screen.getByRole('button', { name: 'Configure sam' }));
    let dialog = screen.getByRole('dialog', { name: 'Configure sam' });
    const password = within(dialog).getByLabelText('New password');
    await user.type(password, 'lion42');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('lion42');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Configure sam' }));
    dialog = screen.getByRole('dialog', { name: 'Configure sam' });
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('checkbox', { name: 'Show password' })).not.toBeChecked();
  });

  it('deletes a student after confirmation', async () => {
    const { user, api } = openList();
    const deleteStudent = vi.spyOn(api, 'deleteStudent');
    await user.click(screen.getByRole('button', { name: 'Delete sam' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete sam?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(deleteStudent).not.toHaveBeenCalled();
    deleteStudent.mockRejectedValueOnce(new TypeError('offline'));
    await user.click(screen.getByRole('button', { name: 'Delete sam' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete sam?' });
    expect(dialog).toHaveAccessibleDescription(
      'This removes sam, their schedule and their progress. It cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Student' }));
    expect(await within(dialog).findByText('Failed to delete student')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Student' }));
    expect(await screen.findByRole('heading', { name: 'Student List (1/4)' })).toHaveFocus();
    expect(deleteStudent).toHaveBeenLastCalledWith('sam');
    expect(screen.queryByRole('button', { name: 'Delete sam' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete alex' })).toBeVisible();
  });

  it('edits the grade in place, and goes back on failure', async () => {
    const { user, api } = openList();
    const updateStudent = vi.spyOn(api, 'updateStudent');
    const grade = screen.getByRole('combobox', { name: 'Grade level for sam' });
    await user.selectOptions(grade, '6');
    expect(updateStudent).toHaveBeenCalledWith('sam', { gradelevel: 6 });
    expect(await screen.findByText('Grade level updated for sam.')).toBeVisible();
    expect(grade).toHaveValue('6');
    updateStudent.mockRejectedValueOnce(new TypeError('offline'));
    await user.selectOptions(grade, '1');
    expect(await screen.findByText('Failed to update grade level')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(grade).toHaveValue('6');
  });

  it('lets a parent step through grades with the arrow keys while each one is stored', async () => {
    const { api } = openList();
    const stored = api.updateStudent.bind(api);
    const calls: number[] = [];
    let release = () => {};
    vi.spyOn(api, 'updateStudent').mockImplementation(async (accountname, change) => {
      if ('gradelevel' in change) calls.push(Number(change.gradelevel));
      // The first call waits, as on a slow network, while the parent presses on.
      if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return stored(accountname, change);
    });
    const grade = screen.getByRole('combobox', { name: 'Grade level for sam' });
    grade.focus();
    // A closed select moves one grade per arrow press, changing at once (Chrome, Windows).
    for (const value of ['3', '4', '5']) {
      fireEvent.change(grade, { target: { value } });
      expect(grade).toBeEnabled();
      expect(grade).toHaveFocus();
      expect(grade).toHaveValue(value);
    }
    release();
    expect(await screen.findByText('Grade level updated for sam.')).toBeVisible();
    await waitFor(() => expect(grade).toHaveAttribute('aria-busy', 'false'));
    // Grade 3 was already on its way; 4 was overtaken by 5 before it could be sent.
    expect(calls).toEqual([3, 5]);
    expect(grade).toHaveValue('5');
    expect(
      api.session.getSnapshot().parent?.students.find((s) => s.accountname === 'sam'),
    ).toMatchObject({ gradelevel: '5' });
  });
});
