import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeApiClient, renderRoute } from '../testing/render-route';
import { RequireParent } from './require-parent';
import { RequireStudent } from './require-student';
import { useSignOut } from './use-sign-out';

const signedIn = () => fakeApiClient(undefined, { session: { parent: {} } });

describe('parent redirects (app routes)', () => {
  it('sends a signed-out visitor of /parent-dashboard to /parent-login', () => {
    const { currentLocation } = renderRoute('/parent-dashboard', { api: fakeApiClient() });
    expect(currentLocation().pathname).toBe('/parent-login');
    expect(screen.getByRole('heading', { level: 1, name: 'Parent Login' })).toBeVisible();
    // An ordinary visit: no "log in again".
    expect(screen.queryByText(API_ERROR_MESSAGES.noToken)).toBeNull();
  });

  it('says why on the login page when the session ended under a page', () => {
    const api = signedIn();
    const { currentLocation } = renderRoute('/parent-dashboard', { api });
    // The server refused the token, or the cookie expired: the client signs out.
    act(() => api.session.signOut());
    expect(currentLocation().pathname).toBe('/parent-login');
    expect(screen.getByRole('status')).toHaveTextContent(API_ERROR_MESSAGES.noToken);
  });

  it('tells a child, in plain words, that they were signed out', () => {
    const api = fakeApiClient(undefined, { session: { student: {} } });
    const { currentLocation } = renderRoute('/practice-problems', { api });
    act(() => api.session.signOut());
    expect(currentLocation().pathname).toBe('/student-login');
    expect(screen.getByText('You were signed out. Please log in again.')).toBeVisible();
  });

  it.each(['/configure-student', '/manage-account'])(
    'sends a signed-out visitor of %s home',
    (path) => {
      const { currentLocation } = renderRoute(path, { api: fakeApiClient() });
      expect(currentLocation().pathname).toBe('/');
      expect(screen.getByRole('link', { name: 'Parent Login' })).toBeVisible();
    },
  );

  it.each(['/configure-student', '/manage-account'])(
    'sends a parent whose session ended on %s to the login page, told why',
    (path) => {
      const api = signedIn();
      const { currentLocation } = renderRoute(path, { api });
      act(() => api.session.signOut());
      expect(currentLocation().pathname).toBe('/parent-login');
      expect(screen.getByRole('status')).toHaveTextContent(API_ERROR_MESSAGES.noToken);
    },
  );

  it('sends a signed-in parent from the landing page to the dashboard', () => {
    const { currentLocation } = renderRoute('/', { api: signedIn() });
    expect(currentLocation().pathname).toBe('/parent-dashboard');
  });

  it('sends a signed-in student from the landing page to the student dashboard', () => {
    const api = fakeApiClient(undefined, { session: { student: {} } });
    const { currentLocation } = renderRoute('/landing', { api });
    expect(currentLocation().pathname).toBe('/student-dashboard');
  });

  it('shows Home to the dashboard in the parent top bar once signed in', () => {
    renderRoute('/manage-account', { api: signedIn() });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/parent-dashboard');
    expect(nav.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});

function SignOutButton() {
  const signOut = useSignOut('/');
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

const guarded: RouteObject[] = [
  { path: '/', element: <p>Home page</p> },
  { path: '/parent-login', element: <p>Login page</p> },
  { path: '/student-login', element: <p>Student login page</p> },
  {
    path: '/secret',
    element: (
      <RequireParent>
        <SignOutButton />
      </RequireParent>
    ),
  },
  { path: '/student', element: <RequireStudent redirectTo="/">Student only</RequireStudent> },
  {
    element: <RequireStudent />,
    children: [{ path: '/nested', element: <p>Nested student page</p> }],
  },
];

describe('guards', () => {
  it('signing out from a guarded page lands on the chosen page, not the login', async () => {
    const api = signedIn();
    const { currentLocation } = renderRoute('/secret', { api, routes: guarded });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByText('Home page')).toBeVisible();
    expect(currentLocation().pathname).toBe('/');
    expect(api.session.getSnapshot().parent).toBeNull();
  });

  it('follows a session that ends elsewhere (another tab)', () => {
    const api = signedIn();
    const { currentLocation } = renderRoute('/secret', { api, routes: guarded });
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    act(() => api.session.signOut());
    expect(currentLocation().pathname).toBe('/parent-login');
  });

  it('RequireStudent honours redirectTo and works as a layout route', () => {
    const first = renderRoute('/student', { api: fakeApiClient(), routes: guarded });
    expect(first.currentLocation().pathname).toBe('/');
    first.unmount();
    const api = fakeApiClient(undefined, { session: { student: {} } });
    renderRoute('/nested', { api, routes: guarded });
    expect(screen.getByText('Nested student page')).toBeVisible();
  });

  it('a parent session does not open student pages', () => {
    const api = fakeApiClient(undefined, { session: { parent: {} } });
    const { currentLocation } = renderRoute('/nested', { api, routes: guarded });
    expect(currentLocation().pathname).toBe('/student-login');
  });
});
