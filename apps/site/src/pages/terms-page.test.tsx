import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeApiClient, renderRoute } from '../testing/render-route';

function openTerms() {
  return renderRoute('/terms', { api: fakeApiClient() });
}

describe('TermsPage', () => {
  it('says when it was last updated and that children under 13 need parental consent', () => {
    openTerms();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(screen.getByText('Last updated: January 2024')).toBeVisible();
    expect(
      screen.getByText(/Children under 13 need the consent of a parent or guardian/),
    ).toHaveTextContent('a parent creates each student account');
    expect(document.title).toBe('Terms of Service · mathcols');
  });

  it('covers accounts, the subscription and cancelling, use, warranty and changes', () => {
    openTerms();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Accounts',
      'Subscription and cancellation',
      'Acceptable use',
      'No warranty',
      'Changes',
    ]);
    expect(screen.getByText(/\$3\.99 a month or\s+\$27\.99 a year/)).toHaveTextContent(
      'You can cancel at any time',
    );
  });

  it('has no axe violations', async () => {
    openTerms();
    const results = await axe.run(screen.getByRole('main'));
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
