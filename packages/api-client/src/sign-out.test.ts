import { describe, expect, it } from 'vitest';
import { DEVICE, PARENT, SAM, TOKEN, fakeClient, type Handler } from './test-support';

const connect: Handler = () => ({
  tag: 'user.connect',
  usertoken: TOKEN,
  data: PARENT,
  students: [SAM],
});

describe('signOut', () => {
  it('ends the session on the server with the token it had, and clears the local one', async () => {
    const { client, bodies, doc } = fakeClient({
      'user.connect': connect,
      'user.disconnect': () => ({ tag: 'user.disconnect' }),
    });
    await client.parentSignIn({ email: PARENT.email, password: 'Secret123' });
    await client.signOut();
    expect(bodies('user.disconnect')).toEqual([
      { tag: 'user.disconnect', deviceid: DEVICE, usertoken: TOKEN },
    ]);
    expect(client.session.getSnapshot()).toEqual({ parent: null, student: null });
    expect(client.session.getUserToken()).toBeUndefined();
    expect(doc.cookie).not.toContain(TOKEN);
  });

  it('still signs out locally when the server cannot be reached or refuses', async () => {
    for (const answer of [
      () => new TypeError('Failed to fetch'),
      () => new Response('', { status: 500 }),
      () => ({ tag: 'user.disconnect_error', reason: 'Authentication token not found.' }),
    ] satisfies Handler[]) {
      const { client, bodies } = fakeClient({ 'user.connect': connect, 'user.disconnect': answer });
      await client.parentSignIn({ email: PARENT.email, password: 'Secret123' });
      await expect(client.signOut()).resolves.toBeUndefined();
      expect(bodies('user.disconnect')).toHaveLength(1);
      expect(client.session.getSnapshot().parent).toBeNull();
      expect(client.session.getUserToken()).toBeUndefined();
    }
  });

  it('sends nothing when nobody is signed in', async () => {
    const { client, sent } = fakeClient({});
    await client.signOut();
    expect(sent).toEqual([]);
  });
});
