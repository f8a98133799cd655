import { describe, expect, it, vi } from 'vitest';
import { API_ERROR_MESSAGES } from './index';
import type { ParentData, UserGetResponse } from './protocol';
import {
  ALEX,
  DEVICE,
  PARENT,
  SAM,
  TOKEN,
  failure,
  parentClient,
  studentClient,
} from './test-support';

/** Pat was premium at sign-in; since then the subscription ended and a second child was added. */
const PAT_PREMIUM: ParentData = { ...PARENT, userpremium: 'true', studentsMax: 4 };
const PAT_NOW: UserGetResponse = {
  tag: 'user.get',
  data: { ...PARENT, emailverified: 'true' },
  students: [SAM, ALEX],
};

describe('refreshParent', () => {
  it('sends user.get with the parent’s token and stores the plan, address and students of now', async () => {
    const { client, bodies, doc } = await parentClient({ 'user.get': () => PAT_NOW }, PAT_PREMIUM);
    const tokenCookie = doc.lastWritten;
    expect(client.session.getSnapshot().parent?.user.userpremium).toBe('true');
    const fresh = await client.refreshParent();
    expect(bodies('user.get')).toEqual([{ tag: 'user.get', deviceid: DEVICE, usertoken: TOKEN }]);
    expect(fresh.user).toEqual(PAT_NOW.data);
    expect(fresh.students).toEqual([SAM, ALEX]);
    expect(client.session.getSnapshot().parent).toBe(fresh);
    // The same token, its cookie not written again (no longer life than the server's session).
    expect(client.session.getUserToken()).toBe(TOKEN);
    expect(doc.lastWritten).toBe(tokenCookie);
  });

  it('shares one request between calls made while one is out', async () => {
    const { client, bodies } = await parentClient({ 'user.get': () => PAT_NOW }, PAT_PREMIUM);
    const [first, second] = await Promise.all([client.refreshParent(), client.refreshParent()]);
    expect(second).toBe(first);
    expect(bodies('user.get')).toHaveLength(1);
    await client.refreshParent();
    expect(bodies('user.get')).toHaveLength(2);
  });

  it('signs the parent out on a 401 (token expired or ended) and says to log in again', async () => {
    const { client, doc } = await parentClient(
      {
        'user.get': () =>
          Response.json(
            { tag: 'user.get_error', reason: API_ERROR_MESSAGES.noToken },
            { status: 401 },
          ),
      },
      PAT_PREMIUM,
    );
    expect(await failure(client.refreshParent())).toMatchObject({
      message: 'Authentication token not found. Please log in again.',
      code: 'unauthorized',
      status: 401,
    });
    expect(client.session.getSnapshot()).toEqual({ parent: null, student: null });
    expect(doc.cookie).not.toContain('usertoken');
  });

  it.each([
    ['no answer (network)', () => new TypeError('Failed to fetch'), 'network'],
    ['an answer that fails the schema', () => ({ tag: 'user.get', data: {} }), 'format'],
    ['a 500', () => new Response('oops', { status: 500 }), 'http'],
  ])('keeps the stored data on %s, with the call’s own text', async (_, answer, code) => {
    const { client } = await parentClient({ 'user.get': answer }, PAT_PREMIUM);
    const before = client.session.getSnapshot();
    expect(await failure(client.refreshParent())).toMatchObject({
      code,
      message: 'Failed to load your latest account details. Please try again.',
    });
    expect(client.session.getSnapshot()).toBe(before);
  });

  it('keeps a setting saved while the request was out: the answer may be older', async () => {
    const answers: ((value: UserGetResponse) => void)[] = [];
    const { client } = await parentClient(
      {
        'user.get': () => new Promise<UserGetResponse>((resolve) => answers.push(resolve)),
        'user.update': () => ({ tag: 'user.update', data: { ...PAT_PREMIUM, emails: 'false' } }),
      },
      PAT_PREMIUM,
    );
    const refreshing = client.refreshParent();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await client.setEmails(false);
    const afterSave = client.session.getSnapshot().parent;
    answers[0]?.(PAT_NOW);
    expect(await refreshing).toBe(afterSave);
    expect(client.session.getSnapshot().parent?.user.emails).toBe('false');
    // The next refresh, with nothing changing meanwhile, stores the server's data.
    const next = client.refreshParent();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(PAT_NOW);
    expect((await next).user.userpremium).toBe('false');
  });

  it('without a signed-in parent rejects at once and sends nothing; a student stays signed in', async () => {
    const { client, sent } = await studentClient({});
    const requests = sent.length;
    expect(await failure(client.refreshParent())).toMatchObject({
      code: 'unauthorized',
      message: API_ERROR_MESSAGES.noToken,
    });
    expect(sent).toHaveLength(requests);
    expect(client.session.getSnapshot().student).not.toBeNull();
  });
});
