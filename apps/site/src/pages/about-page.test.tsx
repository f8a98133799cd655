import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_BEAT_MS } from '../about/worksheet-demo';
import { fakeApiClient, renderRoute } from '../testing/render-route';

/** Makes `matchMedia` answer `reduce` for `prefers-reduced-motion` (or not). */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

function openAbout() {
  return renderRoute('/about', { api: fakeApiClient() });
}

/** A box of the demo worksheet, which is hidden from assistive technology. */
const box = (name: string) => screen.getByRole('textbox', { name, hidden: true });

/** Lets `beats` beats of the demo pass. */
const beats = (count: number) => act(() => vi.advanceTimersByTime(count * DEMO_BEAT_MS));

describe('AboutPage', () => {
  beforeEach(() => {
    // Only the demo's interval is faked; user-event and Testing Library keep real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    prefersReducedMotion(false);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('presents the team and the method', () => {
    openAbout();
    expect(screen.getByRole('heading', { level: 1, name: 'About mathcols' })).toBeVisible();
    expect(screen.getByText(/a small team of parents, teachers and engineers/)).toBeVisible();
    for (const part of [
      'Up to 10 questions per subject per day',
      'Instant feedback',
      'A weekly report card',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: part })).toBeVisible();
    }
    expect(document.title).toBe('About · mathcols');
  });

  it('plays the demo: 47 + 38 typed one box at a time, then checked', () => {
    openAbout();
    expect(screen.getByText(/Demonstration: the worksheet solving 47 \+ 38/)).toBeVisible();
    expect(box('Sum, ones column')).toHaveValue('');
    beats(1);
    expect(box('Sum, ones column')).toHaveValue('5');
    expect(box('Sum, tens column')).toHaveValue('');
    beats(1);
    expect(box('Carry into the tens column')).toHaveValue('1');
    beats(1);
    expect(box('Sum, tens column')).toHaveValue('8');
    expect(screen.queryByText('Correct! 🎉')).not.toBeInTheDocument();
    beats(1);
    expect(screen.getByText('Correct! 🎉')).toBeInTheDocument();
  });

  it('starts over after showing the solved worksheet', () => {
    openAbout();
    beats(4);
    expect(box('Sum, tens column')).toHaveValue('8');
    beats(5);
    expect(box('Sum, tens column')).toHaveValue('');
    expect(screen.queryByText('Correct! 🎉')).not.toBeInTheDocument();
    beats(1);
    expect(box('Sum, ones column')).toHaveValue('5');
  });

  it('stops typing on Pause and goes on from there on Play', async () => {
    const user = userEvent.setup();
    openAbout();
    beats(1);
    await user.click(screen.getByRole('button', { name: 'Pause demo' }));
    beats(10);
    expect(box('Sum, ones column')).toHaveValue('5');
    expect(box('Carry into the tens column')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Play demo' }));
    beats(1);
    expect(box('Carry into the tens column')).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Pause demo' })).toBeVisible();
  });

  it('keeps the demo boxes out of the tab order and away from screen readers', () => {
    openAbout();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(box('Sum, ones column').closest('[inert]')).not.toBeNull();
  });

  it('starts paused on the solved worksheet when the user prefers reduced motion', () => {
    prefersReducedMotion(true);
    openAbout();
    expect(screen.getByRole('button', { name: 'Play demo' })).toBeVisible();
    expect(box('Sum, ones column')).toHaveValue('5');
    expect(box('Sum, tens column')).toHaveValue('8');
    expect(screen.getByText('Correct! 🎉')).toBeInTheDocument();
    for (let beat = 0; beat < 12; beat += 1) {
      beats(1);
      expect(box('Sum, tens column')).toHaveValue('8');
    }
  });

  it('has no axe violations while playing', async () => {
    vi.useRealTimers();
    openAbout();
    const results = await axe.run(screen.getByRole('main'));
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
