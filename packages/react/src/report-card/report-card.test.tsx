import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ReportCard, type ReportCardProps } from './report-card';

const BASE: ReportCardProps = {
  subject: 'addition',
  title: 'Addition',
  level: 5,
  complete: 25,
  score: 85,
  grade: 'B',
  band: 'good',
};

function renderCard(props: Partial<ReportCardProps> = {}) {
  return render(<ReportCard {...BASE} {...props} />);
}

const card = (name = 'Addition') => screen.getByRole('article', { name });

describe('ReportCard', () => {
  it('says the subject, level, percent complete, score and grade in words', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 3, name: 'Addition' })).toBeVisible();
    expect(card()).toHaveTextContent('Level 5');
    expect(card()).toHaveTextContent('25% complete');
    expect(card()).toHaveTextContent('Score 85% · Grade B');
  });

  it('reads the score and the grade as two words apart, without the dot between them', () => {
    renderCard();
    const line = card().querySelector('.mc-report-card-score')!.cloneNode(true) as HTMLElement;
    for (const hidden of line.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    expect(line.textContent).toBe('Score 85% Grade B');
  });

  it('has a progress bar that tells its value to assistive technology', () => {
    renderCard({ subject: 'division', title: 'Division', complete: 40 });
    const bar = screen.getByRole('progressbar', { name: 'Division: 40% complete' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('data-state', 'in-progress');
  });

  it('fills the bar as far as the curriculum is done, never past either end', () => {
    const { rerender } = renderCard({ complete: 25 });
    const fill = () => screen.getByRole('progressbar').firstElementChild as HTMLElement;
    expect(fill().style.width).toBe('25%');
    rerender(<ReportCard {...BASE} complete={140} />);
    expect(fill().style.width).toBe('100%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ReportCard {...BASE} complete={-5} />);
    expect(fill().style.width).toBe('0%');
  });

  it('shows whole percents even when given fractions', () => {
    renderCard({ complete: 33.333, score: 87.5 });
    expect(screen.getByRole('progressbar', { name: 'Addition: 33% complete' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(card()).toHaveTextContent('Score 88%');
  });

  it('with no finished sets says so instead of a score or grade', () => {
    renderCard({ level: 0, complete: 0, score: null, grade: undefined, band: undefined });
    expect(screen.getByText('No score yet: no assignment finished')).toBeVisible();
    expect(card()).not.toHaveTextContent('Score');
    expect(card()).not.toHaveTextContent('Grade');
    expect(card()).toHaveTextContent('Level 0');
    expect(card()).toHaveAttribute('data-state', 'empty');
    expect(card()).not.toHaveAttribute('data-band');
  });

  it('shows the score alone when no grade is given', () => {
    renderCard({ grade: undefined });
    expect(card()).toHaveTextContent('Score 85%');
    expect(card()).not.toHaveTextContent('Grade');
    expect(card()).toHaveAttribute('data-state', 'scored');
  });

  it('marks the whole curriculum done at level 19 and 100 %', () => {
    renderCard({ level: 19, complete: 100, score: 97, grade: 'A', band: 'excellent' });
    expect(card()).toHaveTextContent('Level 19');
    expect(card()).toHaveTextContent('★ 100% complete');
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'complete');
  });

  it('exposes subject and band for styling', () => {
    renderCard({ subject: 'multiplication', title: 'Multiplication', band: 'low' });
    expect(card('Multiplication')).toHaveAttribute('data-subject', 'multiplication');
    expect(card('Multiplication')).toHaveAttribute('data-band', 'low');
  });

  it('passes className, style and ref through to the root', () => {
    const ref = createRef<HTMLElement>();
    renderCard({ className: 'my-card', style: { maxWidth: 300 }, ref });
    expect(card()).toHaveClass('mc-report-card', 'my-card');
    expect(card()).toHaveStyle({ maxWidth: '300px' });
    expect(ref.current).toBe(card());
  });

  it('renders children at its foot and fits the page outline with headingLevel', () => {
    renderCard({ headingLevel: 2, children: <p>Chart goes here</p> });
    expect(screen.getByRole('heading', { level: 2, name: 'Addition' })).toBeVisible();
    expect(card()).toContainElement(screen.getByText('Chart goes here'));
  });

  it('has no axe violations, scored or empty', async () => {
    const { container } = render(
      <>
        <ReportCard {...BASE} />
        <ReportCard {...BASE} subject="division" title="Division" score={null} />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
