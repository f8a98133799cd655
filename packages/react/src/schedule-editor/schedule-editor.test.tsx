import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ScheduleEditor, type ScheduleEditorProps } from './schedule-editor';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const LETTERS = 'smtwrfa';

const day = (name: string) => screen.getByRole('button', { name });
const save = () => screen.getByRole('button', { name: /^Sav/ });
/** The label a day toggle shows (its aria-hidden text, without the check mark). */
const shownLabel = (toggle: HTMLElement) =>
  toggle.querySelector('.mc-schedule-letter')?.textContent;
/** The days shown pressed, as letters in s m t w r f a order. */
const pressedLetters = () =>
  DAYS.map((name, i) => (day(name).getAttribute('aria-pressed') === 'true' ? LETTERS[i] : '')).join(
    '',
  );

function renderEditor(props: Partial<ScheduleEditorProps> = {}) {
  const onSave = vi.fn<(schedule: string) => void | Promise<void>>();
  const user = userEvent.setup();
  const view = render(
    <ScheduleEditor subject="Addition" savedValue="" onSave={onSave} {...props} />,
  );
  return { ...view, user, onSave: props.onSave ?? onSave };
}

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container);
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

describe('ScheduleEditor', () => {
  it('is a group named after the subject with seven day toggles Su Mo Tu We Th Fr Sa', () => {
    renderEditor({ savedValue: 'fwm' });
    const group = screen.getByRole('group', { name: 'Addition schedule' });
    // Named by the full day (what a screen reader says), showing two letters, never 'r' or 'a'.
    const toggles = DAYS.map((name) => within(group).getByRole('button', { name }));
    expect(toggles.map(shownLabel).join(' ')).toBe('Su Mo Tu We Th Fr Sa');
    expect(toggles.map((toggle) => toggle.textContent?.replace('✓', ''))).toEqual(
      DAYS.map((name) => `${name.slice(0, 2)}${name}`),
    );
    expect(pressedLetters()).toBe('mwf');
    expect(day('Monday')).toHaveAttribute('data-state', 'on');
    expect(day('Monday')).toHaveTextContent('✓');
    expect(day('Tuesday')).toHaveAttribute('data-state', 'off');
    expect(day('Tuesday')).not.toHaveTextContent('✓');
    expect(screen.getByRole('status')).toHaveTextContent('Mon, Wed, Fri');
  });

  it('shows which subject it schedules, so several editors can stand together', () => {
    renderEditor({ subject: 'Division' });
    expect(screen.getByText('Division schedule')).toBeVisible();
  });

  it('enables Save only while the draft differs from the saved schedule', async () => {
    const { user } = renderEditor({ savedValue: 'mwf' });
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('Tuesday'));
    expect(day('Tuesday')).toHaveAttribute('aria-pressed', 'true');
    expect(save()).toHaveAttribute('aria-disabled', 'false');
    await user.click(day('Tuesday'));
    expect(day('Tuesday')).toHaveAttribute('aria-pressed', 'false');
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('Monday'));
    expect(save()).toHaveAttribute('aria-disabled', 'false');
  });

  it('works from the keyboard: Tab to a day, Space and Enter toggle it', async () => {
    const { user } = renderEditor();
    await user.tab();
    expect(day('Sunday')).toHaveFocus();
    await user.tab();
    expect(day('Monday')).toHaveFocus();
    await user.keyboard(' ');
    expect(day('Monday')).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(pressedLetters()).toBe('mt');
    expect(save()).toHaveAttribute('aria-disabled', 'false');
  });

  it('keeps the focus on Save after a save by keyboard; a press with nothing to save does nothing', async () => {
    const onSave = vi.fn();
    const { user, rerender } = renderEditor({ savedValue: 'm', onSave });
    save().focus();
    await user.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    await user.click(day('Friday'));
    save().focus();
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith('mf');
    rerender(<ScheduleEditor subject="Addition" savedValue="mf" onSave={onSave} />);
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    expect(save()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledOnce();
  });

  it("'Weekday' sets m t w r f only, and pressing it again clears every day", async () => {
    const { user } = renderEditor({ savedValue: 'sma' });
    const weekday = screen.getByRole('button', { name: 'Weekday' });
    expect(weekday).toHaveAttribute('aria-pressed', 'false');
    await user.click(weekday);
    expect(pressedLetters()).toBe('mtwrf');
    expect(weekday).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Weekdays');
    await user.click(weekday);
    expect(pressedLetters()).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('No days');
  });

  it("'Every Day' sets all seven days, and clears all when all are set", async () => {
    const { user } = renderEditor({ savedValue: 'w' });
    const everyDay = screen.getByRole('button', { name: 'Every Day' });
    await user.click(everyDay);
    expect(pressedLetters()).toBe('smtwrfa');
    expect(everyDay).toHaveAttribute('data-state', 'on');
    await user.click(everyDay);
    expect(pressedLetters()).toBe('');
    expect(everyDay).toHaveAttribute('data-state', 'off');
  });

  it('saves the draft in canonical order, whatever order the days were pressed in', async () => {
    const { user, onSave } = renderEditor({ savedValue: 'sa' });
    for (const name of ['Friday', 'Sunday', 'Wednesday', 'Saturday', 'Monday']) {
      await user.click(day(name));
    }
    await user.click(save());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith('mwf');
  });

  it("shows 'Saving...' while onSave's promise is pending, then follows the new saved value", async () => {
    let finish = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, rerender } = renderEditor({ savedValue: 'm', onSave });
    await user.click(day('Tuesday'));
    await user.click(save());
    expect(save()).toHaveTextContent('Saving...');
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    finish();
    rerender(<ScheduleEditor subject="Addition" savedValue="mt" onSave={onSave} />);
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(pressedLetters()).toBe('mt');
  });

  it('ends the saving state when onSave rejects, keeping the draft to retry', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('Failed to update schedule')));
    const { user } = renderEditor({ savedValue: '', onSave });
    await user.click(day('Friday'));
    await user.click(save());
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(pressedLetters()).toBe('f');
  });

  it('the saving prop disables Save and says so', () => {
    renderEditor({ savedValue: 'm', defaultValue: 'mw', saving: true });
    expect(save()).toHaveTextContent('Saving...');
    expect(save()).toHaveAttribute('aria-disabled', 'true');
  });

  it('starts an uncontrolled draft from defaultValue, and restarts it when the saved value changes', async () => {
    const onSave = vi.fn();
    const { user, rerender } = renderEditor({ savedValue: 'm', defaultValue: 'mwf', onSave });
    expect(pressedLetters()).toBe('mwf');
    expect(save()).toHaveAttribute('aria-disabled', 'false');
    rerender(<ScheduleEditor subject="Addition" savedValue="rf" onSave={onSave} />);
    expect(pressedLetters()).toBe('rf');
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('Saturday'));
    expect(pressedLetters()).toBe('rfa');
  });

  it('controlled: shows value, reports toggles through onValueChange only', async () => {
    const onValueChange = vi.fn();
    const { user } = renderEditor({ savedValue: 'm', value: 'mw', onValueChange });
    expect(pressedLetters()).toBe('mw');
    expect(save()).toHaveAttribute('aria-disabled', 'false');
    await user.click(day('Friday'));
    expect(onValueChange).toHaveBeenLastCalledWith('mwf');
    expect(pressedLetters()).toBe('mw');
    await user.click(screen.getByRole('button', { name: 'Every Day' }));
    expect(onValueChange).toHaveBeenLastCalledWith('smtwrfa');
  });

  it('controlled by a parent state: the draft follows and Save sends it', async () => {
    const onSave = vi.fn();
    function Parent() {
      const [draft, setDraft] = useState('a');
      return (
        <ScheduleEditor
          subject="Division"
          savedValue="a"
          value={draft}
          onValueChange={setDraft}
          onSave={onSave}
        />
      );
    }
    const user = userEvent.setup();
    render(<Parent />);
    expect(screen.getByRole('group', { name: 'Division schedule' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weekday' }));
    expect(pressedLetters()).toBe('mtwrf');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith('mtwrf');
  });

  it('has no axe violations when saved, changed and saving', async () => {
    const { container, user, rerender, onSave } = renderEditor({ savedValue: 'mwf' });
    await expectNoAxeViolations(container);
    await user.click(day('Sunday'));
    await expectNoAxeViolations(container);
    rerender(<ScheduleEditor subject="Addition" savedValue="mwf" onSave={onSave} saving />);
    await expectNoAxeViolations(container);
  });
});
