import {
  ApiError,
  createApiClient,
  memoryCookieStore,
  memoryKeyValueStore,
  type ApiClient,
} from '@mathcols/api-client';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAKE_PARENT_PASSWORD } from '../testing/fake-api-client';
import { testParent } from '../testing/fake-session';
import { HANDLE_TAKEN_REASON } from './add-student-validation';
import { openAsParent } from './test-kit';

/** What the handle field is for, read after its message. */
const HANDLE_HINT = 'Your child logs in with this as their Student Handle.';

const DEVICE = '6e842fd4-6940-41fc-a73a-f9676f631e81';
const SCHEMA_REASON = 'accountname: Student handle must be at least 3 characters long';

/**
 * The real API client, signed in as a parent, on a server that answers `student.create` with
 * HTTP 400 and a schema reason (what the server does for a handle it refuses), and records
 * every tag sent.
 */
function clientOnRefusingServer(): { client: ApiClient; sent: string[] } {
  const sent: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/device')) {
      return Response.json({ tag: 'device.create', deviceid: DEVICE });
    }
    const { tag } = JSON.parse(String(init?.body)) as { tag: string };
    sent.push(tag);
    return Response.json({ tag: `${tag}_error`, reason: SCHEMA_REASON }, { status: 400 });
  }) as typeof globalThis.fetch;
  const client = createApiClient({
    fetch,
    cookies: memoryCookieStore(),
    storage: memoryKeyValueStore(),
  });
  client.session.setParentSession({
    usertoken: 'parent-token-0123456789',
    data: testParent(),
    students: [],
  });
  return { client, sent };
}

async function typeStudent(user: ReturnType<typeof userEvent.setup>, handle: string) {
  await user.type(screen.getByLabelText('First name'), 'Sam');
  await user.type(screen.getByLabelText('Last name'), 'Lee');
  await user.type(screen.getByLabelText('Account name'), handle);
  await user.type(screen.getByLabelText('Password'), 'abcd');
  await user.type(screen.getByLabelText('Grade level'), '2');
  await user.click(screen.getByRole('button', { name: 'Add Student' }));
}

describe('AddStudentForm with the real client', () => {
  it("checks the 3-character handle minimum before asking the server ('ab')", async () => {
    const server = clientOnRefusingServer();
    const { user } = openAsParent('/configure-student', {
      overrides: { createStudent: server.client.createStudent },
    });
    await typeStudent(user, 'ab');
    const handle = screen.getByLabelText('Account name');
    expect(handle).toHaveAccessibleDescription(
      'Student handle must be at least 3 characters long ' + HANDLE_HINT,
    );
    expect(handle).toHaveFocus();
    expect(server.sent).toEqual([]);
    expect(screen.queryByText(/HTTP error/)).not.toBeInTheDocument();
  });

  it("shows 'Failed to add student' for a 400 from the server, never an HTTP status", async () => {
    const server = clientOnRefusingServer();
    const { user } = openAsParent('/configure-student', {
      overrides: { createStudent: server.client.createStudent },
    });
    await typeStudent(user, 'samlee');
    expect(await screen.findByText('Failed to add student')).toHaveAttribute('role', 'alert');
    expect(server.sent).toEqual(['student.create']);
    expect(screen.queryByText(/HTTP error|status: 400/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Account name')).toHaveValue('samlee');
  });
});

describe('AddStudentForm when the handle is taken', () => {
  it("says so under 'Account name' and puts the parent there to change it", async () => {
    const { user } = openAsParent('/configure-student', {
      overrides: {
        createStudent: () =>
          Promise.reject(new ApiError(HANDLE_TAKEN_REASON, 'business', { status: 200 })),
      },
    });
    await typeStudent(user, 'samlee');
    const handle = screen.getByLabelText('Account name');
    await waitFor(() => expect(handle).toHaveFocus());
    expect(handle).toHaveAccessibleDescription(`${HANDLE_TAKEN_REASON} ${HANDLE_HINT}`);
    // Said once, there, not again at the foot of the form.
    expect(screen.getAllByText(HANDLE_TAKEN_REASON)).toHaveLength(1);
    expect(handle).toHaveValue('samlee');
  });
});

describe('AddStudentForm when the session ends', () => {
  it('has the names, handle and grade back after login, but never keeps the passcode', async () => {
    const { api, user, currentLocation } = openAsParent('/configure-student');
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.type(screen.getByLabelText('Account name'), 'samlee');
    await user.type(screen.getByLabelText('Password'), 'abcd');
    await user.type(screen.getByLabelText('Grade level'), '2');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('abcd');
    // The server refused the token (or the cookie expired): the client signs out.
    act(() => api.session.signOut());
    expect(currentLocation().pathname).toBe('/parent-login');
    await user.type(screen.getByLabelText('Email'), testParent().email);
    await user.type(screen.getByLabelText('Password'), FAKE_PARENT_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Add Student' })).toBeVisible();
    expect(currentLocation().pathname).toBe('/configure-student');
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lee');
    expect(screen.getByLabelText('Account name')).toHaveValue('samlee');
    expect(screen.getByLabelText('Grade level')).toHaveValue('2');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it("'Show password' shows the child's new password as the parent types it", async () => {
    const { user } = openAsParent('/configure-student');
    const password = screen.getByLabelText('Password');
    await user.type(password, 'tiger7');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('tiger7');
    await user.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('starts empty after a student was added', async () => {
    const { user } = openAsParent('/configure-student');
    await typeStudent(user, 'samlee');
    expect((await screen.findAllByText('samlee')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    cleanup();
    openAsParent('/configure-student');
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Account name')).toHaveValue('');
  });
});
