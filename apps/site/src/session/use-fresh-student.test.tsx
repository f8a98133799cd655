import { API_ERROR_MESSAGES, ApiError, type ApiClient } from '@mathcols/api-client';
import type { StudentSession } from '@mathcols/api-client/protocol';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FreshStudent } from '../testing/fake-api-client';
import { testStudentSession } from '../testing/fake-session';
import { deferred } from '../testing/deferred';
import { fakeApiClient, renderRoute } from '../testing/render-route';
import { REFRESH_AGAIN_MS, REFRESH_WHILE_SHOWN_MS } from './use-fresh-student';

/** Wednesday 4 March 2026, 09:00 local time. */
const WEDNESDAY = new Date(2026, 2, 4, 9, 0, 0);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Opens `path` on Wednesday as sam with `math` stored at sign-in; the refresh answers what the
 * test settles `server` with. Returns the client and a spy on its `refreshStudent`.
 */
function openAs(path: string, math: StudentSession['math'], overrides?: Partial<ApiClient>) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(WEDNESDAY);
  const server = deferred<FreshStudent>();
  const api = fakeApiClient(undefined, {
    session: { student: { session: testStudentSession({ math }) } },
    freshStudent: server.promise,
    ...(overrides && { overrides }),
  });
  const refresh = vi.spyOn(api, 'refreshStudent');
  const view = renderRoute(path, { api });
  return { ...view, api, server, refresh };
}

/** Sam's data after a parent changed them on Configure Students. */
const changed = (math: StudentSession['math']): FreshStudent => ({
  session: testStudentSession({ math }),
});

const card = (subject: string) => screen.getByRole('article', { name: subject });

describe('a student page opened after a parent changed the schedule (useFreshStudent)', () => {
  it('/assignments shows the stored schedule at once, then the fresh one', async () => {
    const { server, refresh } = openAs('/assignments', {
      addition: { schedule: 'mwf', level: '2' },
    });
    const heading = screen.getByRole('heading', { level: 1, name: 'Assignments' });
    expect(within(card('Addition')).getByText('Level 2')).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Subtraction' })).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);

    // Addition moved to Tuesdays and Thursdays; subtraction now on Wednesdays, at level 3.
    await act(async () =>
      server.resolve(
        changed({
          addition: { schedule: 'tr', level: '2' },
          subtraction: { schedule: 'w', level: '3' },
        }),
      ),
    );
    expect(within(card('Subtraction')).getByText('Level 3')).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Addition' })).toBeNull();
    expect(screen.getByText('Subtraction is waiting for you.')).toBeVisible();
    // The same page, re-rendered (not a new one), and no second request.
    expect(screen.getByRole('heading', { level: 1, name: 'Assignments' })).toBe(heading);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('reads again when the child comes back to a page left open, at most once a minute', async () => {
    const { server, refresh } = openAs('/assignments', {
      addition: { schedule: 'mwf', level: '2' },
    });
    await act(async () => server.resolve(changed({ addition: { schedule: 'mwf', level: '2' } })));
    expect(refresh).toHaveBeenCalledTimes(1);
    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const tabShown = (state: DocumentVisibilityState) =>
      act(async () => {
        visibility = state;
        document.dispatchEvent(new Event('visibilitychange'));
      });

    // Hidden, or back within the minute: no request.
    vi.setSystemTime(WEDNESDAY.getTime() + REFRESH_AGAIN_MS + 1000);
    await tabShown('hidden');
    vi.setSystemTime(WEDNESDAY.getTime() + 30_000);
    await tabShown('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
    // Back after more than a minute: read again, then not again at once.
    vi.setSystemTime(WEDNESDAY.getTime() + REFRESH_AGAIN_MS + 1000);
    await tabShown('visible');
    expect(refresh).toHaveBeenCalledTimes(2);
    await tabShown('visible');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('reads again every few minutes while the page stays in front, never while hidden', async () => {
    const { server, refresh } = openAs('/assignments', {
      addition: { schedule: 'mwf', level: '2' },
    });
    await act(async () => server.resolve(changed({ addition: { schedule: 'mwf', level: '2' } })));
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);

    await act(async () => vi.advanceTimersByTime(REFRESH_WHILE_SHOWN_MS - 1000));
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(refresh).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(REFRESH_WHILE_SHOWN_MS));
    expect(refresh).toHaveBeenCalledTimes(3);
    // The tablet's screen goes off (the tab hidden) for an hour: nothing is read.
    visibility = 'hidden';
    await act(async () => vi.advanceTimersByTime(12 * REFRESH_WHILE_SHOWN_MS));
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('/assignments keeps the stored schedule and shows no error when the refresh fails', async () => {
    const { server, currentLocation, api } = openAs('/assignments', {
      addition: { schedule: 'mwf', level: '2' },
    });
    const before = api.session.getSnapshot();
    await act(async () =>
      server.reject(new ApiError(API_ERROR_MESSAGES.refreshStudentFailed, 'network')),
    );
    expect(within(card('Addition')).getByText('Level 2')).toBeVisible();
    expect(screen.getByText('Addition is waiting for you.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Failed|try again|error/i)).toBeNull();
    expect(api.session.getSnapshot()).toBe(before);
    expect(currentLocation().pathname).toBe('/assignments');
  });

  it('the dashboard badge counts the fresh schedule', async () => {
    const { server } = openAs('/student-dashboard', { addition: { schedule: 'w', level: '0' } });
    const tile = () => screen.getByRole('link', { name: /^Assignments/ });
    expect(tile()).toHaveAccessibleName('Assignments, 1 subject to do today');
    await act(async () =>
      server.resolve(
        changed({
          addition: { schedule: 'w', level: '0' },
          division: { schedule: 'mwf', level: '1' },
        }),
      ),
    );
    expect(tile()).toHaveAccessibleName('Assignments, 2 subjects to do today');
  });

  it('My Progress shows a level the parent changed', async () => {
    const { server } = openAs('/my-progress', { addition: { schedule: 'mwf', level: '3' } });
    const addition = () => within(screen.getByRole('article', { name: 'Addition' }));
    expect(addition().getByText('Level 3')).toBeVisible();
    await act(async () => server.resolve(changed({ addition: { schedule: 'mwf', level: '5' } })));
    expect(addition().getByText('Level 5')).toBeVisible();
    expect(addition().queryByText('Level 3')).toBeNull();
  });

  it('Practice marks and chooses the fresh level until the child picks one', async () => {
    const { server } = openAs('/practice-problems', {
      multiplication: { schedule: '', level: '0' },
    });
    const level = () => screen.getByRole('combobox', { name: 'Level' });
    expect(level()).toHaveValue('0');
    expect(within(level()).getByRole('option', { name: 'Level 0 (your level)' })).toBeTruthy();
    await act(async () =>
      server.resolve(changed({ multiplication: { schedule: '', level: '2' } })),
    );
    expect(level()).toHaveValue('2');
    expect(within(level()).getByRole('option', { name: 'Level 2 (your level)' })).toBeTruthy();
  });

  it('a refused token (401) signs the student out: the login page says why', async () => {
    const refused = deferred<never>();
    const { api, currentLocation } = openAs(
      '/assignments',
      { addition: { schedule: 'mwf', level: '2' } },
      {
        refreshStudent: async () => {
          try {
            return await refused.promise;
          } catch (error) {
            // As the real client does on HTTP 401: the local session ends.
            api.session.signOut();
            throw error;
          }
        },
      },
    );
    expect(card('Addition')).toBeVisible();
    await act(async () =>
      refused.reject(new ApiError(API_ERROR_MESSAGES.noToken, 'unauthorized', { status: 401 })),
    );
    expect(currentLocation().pathname).toBe('/student-login');
    expect(screen.getByRole('status')).toHaveTextContent(
      'You were signed out. Please log in again.',
    );
  });
});
