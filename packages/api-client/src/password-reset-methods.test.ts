import { describe, expect, it } from 'vitest';
import { ApiError } from './index';
import { DEVICE, PARENT, SAM, TOKEN, fakeClient, pbkdf2Base64 } from './test-support';

const LINK_TOKEN = 'r'.repeat(43);

describe('forgotten passwords', () => {
  it('requestPasswordReset sends the trimmed address without a sign-in and returns the text', async () => {
    const { client, bodies } = fakeClient({
      'public.passwordforgot': () => ({
        tag: 'public.passwordforgot',
        reason: 'Look in your inbox.',
      }),
    });
    expect(await client.requestPasswordReset(' Parent@Example.com ')).toBe('Look in your inbox.');
    expect(bodies('public.passwordforgot')).toEqual([
      { tag: 'public.passwordforgot', deviceid: DEVICE, email: 'Parent@Example.com' },
    ]);
  });

  it('requestPasswordReset falls back to our text when the server gives an empty one', async () => {
    const { client } = fakeClient({
      'public.passwordforgot': () => ({ tag: 'public.passwordforgot', reason: ' ' }),
    });
    expect(await client.requestPasswordReset(PARENT.email)).toBe(
      'If a parent account uses this email, we have sent it a link to choose a new password.',
    );
  });

  it('checkPasswordReset sends only the token and answers the address it was sent to', async () => {
    const { client, bodies } = fakeClient({
      'public.passwordreset': () => ({ tag: 'public.passwordreset', email: PARENT.email }),
    });
    expect(await client.checkPasswordReset(` ${LINK_TOKEN} `)).toEqual({ email: PARENT.email });
    expect(bodies('public.passwordreset')).toEqual([
      { tag: 'public.passwordreset', deviceid: DEVICE, emailtoken: LINK_TOKEN },
    ]);
    expect(client.session.getSnapshot().parent).toBeNull();
  });

  it('resetPassword sends the new password salted with the address and signs the parent in', async () => {
    const { client, bodies } = fakeClient({
      'public.passwordreset': () => ({
        tag: 'public.passwordreset',
        email: PARENT.email,
        usertoken: TOKEN,
        data: PARENT,
        students: [SAM],
      }),
    });
    const parent = await client.resetPassword({
      emailtoken: LINK_TOKEN,
      email: PARENT.email,
      password: 'New-pass-8',
    });
    expect(bodies('public.passwordreset')).toEqual([
      {
        tag: 'public.passwordreset',
        deviceid: DEVICE,
        emailtoken: LINK_TOKEN,
        emailpassword: pbkdf2Base64('New-pass-8', PARENT.email.toLowerCase()),
      },
    ]);
    expect(parent).toEqual({ user: PARENT, students: [SAM], ftue: [] });
    expect(client.session.getUserToken()).toBe(TOKEN);
  });

  it('resetPassword answered without a session is an error and signs nobody in', async () => {
    const { client } = fakeClient({
      'public.passwordreset': () => ({ tag: 'public.passwordreset', email: PARENT.email }),
    });
    const error = await client
      .resetPassword({ emailtoken: LINK_TOKEN, email: PARENT.email, password: 'New-pass-8' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Failed to save your new password. Please try again.',
      code: 'format',
    });
    expect(client.session.getSnapshot().parent).toBeNull();
  });

  it('undoEmailChange sends only the link token and answers the old address and a reset token', async () => {
    const { client, bodies } = fakeClient({
      'public.emailundo': () => ({
        tag: 'public.emailundo',
        email: PARENT.email,
        emailtoken: LINK_TOKEN,
      }),
    });
    expect(await client.undoEmailChange(` ${'u'.repeat(43)} `)).toEqual({
      email: PARENT.email,
      emailtoken: LINK_TOKEN,
    });
    expect(bodies('public.emailundo')).toEqual([
      { tag: 'public.emailundo', deviceid: DEVICE, emailtoken: 'u'.repeat(43) },
    ]);
  });

  it("undoEmailChange refused shows the server's reason", async () => {
    const { client } = fakeClient({
      'public.emailundo': () => ({
        tag: 'public.emailundo_error',
        reason: 'This link has expired or was used already.',
      }),
    });
    const error = await client.undoEmailChange('u'.repeat(43)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      message: 'This link has expired or was used already.',
      code: 'business',
    });
  });
});
