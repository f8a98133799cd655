import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InitialSession } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';

/** The texts of the top bar's links, in order. */
function topBar(): (string | null)[] {
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  return nav.getAllByRole('link').map((link) => link.textContent);
}

function open(path: string, session?: InitialSession) {
  return renderRoute(path, { api: fakeApiClient(undefined, { session }) });
}

const PUBLIC = ['Login', 'FAQ', 'About', 'Blog'];
const STUDENT = ['Home', 'FAQ', 'About', 'Blog'];
const PARENT = ['Home', 'Pricing', 'FAQ', 'About', 'Blog'];
const MARKETING = ['/faq', '/about', '/blog', '/privacy', '/terms'];
/** Pages a signed-in child or parent also reaches: Print from practice, free practice, a typo. */
const ANYONE = [...MARKETING, '/print', '/free-problems', '/no-such-page'];

describe('PublicLayout', () => {
  it.each(ANYONE)('shows a visitor the public top bar on %s', (path) => {
    open(path);
    expect(topBar()).toEqual(PUBLIC);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it.each(ANYONE)('shows a signed-in student the student top bar on %s, not Login', (path) => {
    open(path, { student: {} });
    expect(topBar()).toEqual(STUDENT);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/student-dashboard',
    );
    expect(screen.getByRole('link', { name: 'mathcols' })).toHaveAttribute(
      'href',
      '/student-dashboard',
    );
  });

  it('shows a signed-in parent the parent top bar on the FAQ', () => {
    open('/faq', { parent: {} });
    expect(topBar()).toEqual(PARENT);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/parent-dashboard');
  });

  it.each(ANYONE.filter((path) => path !== '/faq'))(
    'shows a signed-in parent the public top bar on %s, its Login a Home to their dashboard',
    (path) => {
      open(path, { parent: {} });
      expect(topBar()).toEqual(['Home', ...PUBLIC.slice(1)]);
      expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute(
        'href',
        '/parent-dashboard',
      );
      expect(screen.getByRole('link', { name: 'mathcols' })).toHaveAttribute(
        'href',
        '/parent-dashboard',
      );
    },
  );
});
