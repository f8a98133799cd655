import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeApiClient, renderRoute } from '../testing/render-route';

function openPrivacy() {
  return renderRoute('/privacy', { api: fakeApiClient() });
}

describe('PrivacyPage', () => {
  it('says when it was last updated and that children under 13 need parental consent', () => {
    openPrivacy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByText('Last updated: January 2024')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Children under 13' })).toBeVisible();
    expect(
      screen.getByText(/Children under 13 need the consent of a parent or guardian/),
    ).toHaveTextContent('a parent creates the student account');
    expect(document.title).toBe('Privacy Policy · mathcols');
  });

  it('names what is stored, the payment provider, the e-mails and what never happens', () => {
    openPrivacy();
    for (const section of ['What we store', 'Payments', 'E-mails', 'What we never do']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    expect(screen.getByText(/Practice results/)).toBeVisible();
    expect(screen.getByText(/card payment provider, Stripe/)).toBeVisible();
    expect(
      screen.getByText(/turn the weekly summaries off at any time, for all your students at once/),
    ).toBeVisible();
    expect(screen.getByText('We show no advertising, to children or to parents.')).toBeVisible();
    expect(screen.getByText(/We do not sell/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/parent-contact',
    );
  });

  it('has no axe violations', async () => {
    openPrivacy();
    const results = await axe.run(screen.getByRole('main'));
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
