import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { InitialSession } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';

const QUESTIONS = [
  'What is mathcols?',
  'Which ages is it for?',
  'How does the daily practice work?',
  'How much does it cost?',
  'How does progress tracking work?',
  'How do I contact you or cancel?',
];

function openFaq(session?: InitialSession) {
  return renderRoute('/faq', { api: fakeApiClient(undefined, { session }) });
}

/** The question lines shown, in order. */
const shownQuestions = () =>
  Array.from(
    screen.getByRole('main').querySelectorAll('summary'),
    (summary) => summary.textContent,
  );

describe('FaqPage', () => {
  it('shows a visitor all six questions', () => {
    openFaq();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    expect(shownQuestions()).toEqual(QUESTIONS);
    expect(document.title).toBe('FAQ · mathcols');
  });

  it('hides the cost and progress-tracking questions from a signed-in student', () => {
    openFaq({ student: {} });
    expect(shownQuestions()).toEqual([
      'What is mathcols?',
      'Which ages is it for?',
      'How does the daily practice work?',
      'How do I contact you or cancel?',
    ]);
    expect(screen.queryByText('How much does it cost?')).not.toBeInTheDocument();
  });

  it('shows a signed-in parent all six questions', () => {
    openFaq({ parent: {} });
    expect(shownQuestions()).toEqual(QUESTIONS);
  });

  it('opens an answer when its question is clicked, with the prices and a way to Pricing', async () => {
    openFaq();
    const price = /\$3\.99 a month or \$27\.99 a year/;
    expect(screen.getByText(price)).not.toBeVisible();
    await userEvent.setup().click(screen.getByText('How much does it cost?'));
    expect(screen.getByText(price)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('says how the daily work goes: up to 10 questions per subject, four subjects', async () => {
    openFaq();
    await userEvent.setup().click(screen.getByText('How does the daily practice work?'));
    expect(screen.getByText(/up to 10 questions per subject/)).toBeVisible();
    expect(screen.getByText(/addition,\s+subtraction, multiplication and division/)).toBeVisible();
  });

  it('has no axe violations, closed and open', async () => {
    openFaq();
    const closed = await axe.run(screen.getByRole('main'));
    expect(closed.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await userEvent.setup().click(screen.getByText('What is mathcols?'));
    const opened = await axe.run(screen.getByRole('main'));
    expect(opened.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
