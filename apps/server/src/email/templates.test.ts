import { describe, expect, it } from 'vitest';
import type { EmailMessage } from './mailer';
import {
  EMAIL_CHANGED_SUBJECT,
  PASSWORD_RESET_SUBJECT,
  VERIFICATION_SUBJECT,
  emailChangedEmail,
  emailUndoLink,
  passwordResetEmail,
  passwordResetLink,
  verificationEmail,
  verificationLink,
} from './templates';

const TOKEN = 'Qx7mA2c9Vd-kT4p_ZsN8bW1yHf6LrE3uJo5GiK0nXa_';
const VERIFY_LINK = `https://mathcols.example/#/verifyemail?emailtoken=${TOKEN}`;
const RESET_LINK = `https://mathcols.example/#/reset-password?emailtoken=${TOKEN}`;
const UNDO_LINK = `https://mathcols.example/#/undo-email-change?emailtoken=${TOKEN}`;
/** A first name that would be markup if it were not escaped. */
const TRICKY_NAME = '<b>Pat</b> & co';
const ESCAPED_NAME = '&lt;b&gt;Pat&lt;/b&gt; &amp; co';

const verification = (firstname = 'Pat') =>
  verificationEmail({
    to: 'pat@example.test',
    firstname,
    code: '042917',
    link: verificationLink('https://mathcols.example/', TOKEN),
    validHours: 24,
  });
const passwordReset = (firstname = 'Pat') =>
  passwordResetEmail({
    to: 'pat@example.test',
    firstname,
    link: passwordResetLink('https://mathcols.example', TOKEN),
    validHours: 1,
  });
const emailChanged = (firstname = 'Pat', newEmail = 'pat.new@example.test') =>
  emailChangedEmail({
    to: 'pat.old@example.test',
    firstname,
    newEmail,
    support: 'support@mathcols.example',
  });

const emailChangedWithUndo = (firstname = 'Pat') =>
  emailChangedEmail({
    to: 'pat.old@example.test',
    firstname,
    newEmail: 'pat.new@example.test',
    support: 'support@mathcols.example',
    undoLink: emailUndoLink('https://mathcols.example//', TOKEN),
    validDays: 7,
  });

/**
 * What a reader sees in the HTML part, block by block: the body's paragraphs (a line break read
 * as a space) with tags dropped and entities decoded.
 */
function blocks(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replaceAll('<br/>', ' ')
    .split(/<\/p>|<hr[^>]*>/)
    .map((block) =>
      block
        .replace(/<[^>]+>/g, '')
        .replaceAll('&quot;', '"')
        .replaceAll('&#x27;', "'")
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** `text` as a regular expression that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every `href` of the HTML, in order. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

/** The lines of the text part that are links. */
const textLinks = (text: string) => text.split('\n').filter((line) => /^https?:\/\//.test(line));

/** The checks every account e-mail's HTML part passes. */
function expectWholeDocument(message: EmailMessage) {
  const html = message.html ?? '';
  expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/>/);
  expect(html).toContain(`<title>${message.subject}</title>`);
  expect(html).toContain('max-width:600px');
  expect(html).not.toMatch(/<img|<script|<link|<style|url\(/i);
  // The header of the shared frame.
  expect(blocks(html)[0]).toBe('mathcols');
}

describe('verificationEmail', () => {
  it('keeps its text part: the code, where to type it, the link and how long they work', () => {
    const message = verification();
    expect(message).toMatchObject({ to: 'pat@example.test', subject: VERIFICATION_SUBJECT });
    expect(message.text.split('\n')).toEqual([
      'Hello Pat,',
      '',
      'Please confirm that this is your email address.',
      '',
      'Your verification code is: 042917',
      '(Type it in your mathcols dashboard under "Enter a Code".)',
      '',
      'Or open this link:',
      VERIFY_LINK,
      '',
      'The code and the link work once, for 24 hours. If you ask for a new email,',
      'use the newest one: it replaces the codes and links sent before.',
      'If you did not sign up or change your address, you can ignore this email.',
    ]);
  });

  it('has an HTML part that says the same, with the code large and a Verify my email button', () => {
    const message = verification();
    const html = message.html ?? '';
    expectWholeDocument(message);
    expect(blocks(html)).toEqual([
      'mathcols',
      'Hello Pat,',
      'Please confirm that this is your email address.',
      'Your verification code is:',
      '042917',
      'Type it in your mathcols dashboard under "Enter a Code".',
      'Or open this link:',
      'Verify my email',
      `If the button does not work, copy this link: ${VERIFY_LINK}`,
      'The code and the link work once, for 24 hours. If you ask for a new email, use the newest one: it replaces the codes and links sent before.',
      'If you did not sign up or change your address, you can ignore this email.',
    ]);
    // The code: digits of one width, letter-spaced, large, as one run of text to copy.
    expect(html).toMatch(
      /<span style="[^"]*font-family:ui-monospace[^"]*font-size:32px[^"]*letter-spacing:8px[^"]*">042917<\/span>/,
    );
    // The button and the link written out both go exactly where the text part's link goes.
    expect(textLinks(message.text)).toEqual([VERIFY_LINK]);
    expect(hrefs(html)).toEqual([VERIFY_LINK, VERIFY_LINK]);
    expect(html).toMatch(
      new RegExp(
        `<a href="${literal(VERIFY_LINK)}" style="[^"]*background-color:#1d4ed8[^"]*">Verify my email</a>`,
      ),
    );
    expect(html).toContain(`>${VERIFY_LINK}</a>`);
  });

  it('escapes the first name in the HTML part and greets without one', () => {
    const { html = '', text } = verification(TRICKY_NAME);
    expect(html).toContain(`Hello ${ESCAPED_NAME},`);
    expect(html).not.toContain('<b>Pat</b>');
    expect(text.startsWith(`Hello ${TRICKY_NAME},\n`)).toBe(true);
    expect(blocks(verification(' ').html ?? '')[1]).toBe('Hello,');
  });
});

describe('passwordResetEmail', () => {
  it('keeps its text part: the link, that it works for 1 hour, and that nothing changes', () => {
    const message = passwordReset();
    expect(message).toMatchObject({ to: 'pat@example.test', subject: PASSWORD_RESET_SUBJECT });
    expect(message.text.split('\n')).toEqual([
      'Hello Pat,',
      '',
      'Someone (hopefully you) asked to choose a new password for your mathcols account.',
      '',
      'To choose one, open this link:',
      RESET_LINK,
      '',
      'The link works once, for 1 hour. If you ask for another email, use the',
      'newest one: it replaces the links sent before.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ]);
  });

  it('has an HTML part that says the same, with a Choose a new password button', () => {
    const message = passwordReset();
    const html = message.html ?? '';
    expectWholeDocument(message);
    expect(blocks(html)).toEqual([
      'mathcols',
      'Hello Pat,',
      'Someone (hopefully you) asked to choose a new password for your mathcols account.',
      'To choose one, open this link:',
      'Choose a new password',
      `If the button does not work, copy this link: ${RESET_LINK}`,
      'The link works once, for 1 hour. If you ask for another email, use the newest one: it replaces the links sent before.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ]);
    expect(textLinks(message.text)).toEqual([RESET_LINK]);
    expect(hrefs(html)).toEqual([RESET_LINK, RESET_LINK]);
    expect(html).toMatch(
      new RegExp(`<a href="${literal(RESET_LINK)}" style="[^"]*">Choose a new password</a>`),
    );
  });

  it('escapes the first name in the HTML part', () => {
    const { html = '' } = passwordReset(TRICKY_NAME);
    expect(html).toContain(`Hello ${ESCAPED_NAME},`);
    expect(html).not.toContain('<b>Pat</b>');
  });
});

describe('emailChangedEmail', () => {
  it('keeps its text part: the new address and where to write if it was not the parent', () => {
    const message = emailChanged();
    expect(message).toMatchObject({ to: 'pat.old@example.test', subject: EMAIL_CHANGED_SUBJECT });
    expect(message.text.split('\n')).toEqual([
      'Hello Pat,',
      '',
      'The email address of your mathcols account was changed to pat.new@example.test.',
      'From now on, sign in with that address; this one no longer signs in.',
      '',
      'If you did not do this, write to us at support@mathcols.example straight away.',
    ]);
  });

  it('has an HTML part that says the same, the new address in bold, without a button', () => {
    const message = emailChanged();
    const html = message.html ?? '';
    expectWholeDocument(message);
    expect(blocks(html)).toEqual([
      'mathcols',
      'Hello Pat,',
      'The email address of your mathcols account was changed to pat.new@example.test.',
      'From now on, sign in with that address; this one no longer signs in.',
      'If you did not do this, write to us at support@mathcols.example straight away.',
    ]);
    expect(html).toMatch(/<strong[^>]*>pat\.new@example\.test<\/strong>\./);
    // The only link writes to support; its words are the address itself.
    expect(hrefs(html)).toEqual(['mailto:support@mathcols.example']);
    expect(html).toMatch(
      /<a href="mailto:support@mathcols\.example"[^>]*>support@mathcols\.example<\/a>/,
    );
    expect(html).not.toContain('If the button does not work');
  });

  it('escapes the first name and the addresses in the HTML part', () => {
    const { html = '', text } = emailChanged(TRICKY_NAME, '"<i>x</i>"&y@example.test');
    expect(html).toContain(`Hello ${ESCAPED_NAME},`);
    expect(html).toContain('&quot;&lt;i&gt;x&lt;/i&gt;&quot;&amp;y@example.test');
    expect(html).not.toMatch(/<b>Pat|<i>x/);
    expect(text).toContain('was changed to "<i>x</i>"&y@example.test.');
  });
});

describe('emailChangedEmail with an undo link', () => {
  it('builds the link to the undo page from the site URL and the token', () => {
    expect(emailUndoLink('https://mathcols.example/', TOKEN)).toBe(UNDO_LINK);
    expect(emailUndoLink('https://mathcols.example', 'a+b/c=')).toBe(
      'https://mathcols.example/#/undo-email-change?emailtoken=a%2Bb%2Fc%3D',
    );
  });

  it('has a text part with the link, how long and how often it works, what it does, and support', () => {
    const message = emailChangedWithUndo();
    expect(message).toMatchObject({ to: 'pat.old@example.test', subject: EMAIL_CHANGED_SUBJECT });
    expect(message.text.split('\n')).toEqual([
      'Hello Pat,',
      '',
      'The email address of your mathcols account was changed to pat.new@example.test.',
      'From now on, sign in with that address; this one no longer signs in.',
      '',
      'If you did not do this, undo the change within 7 days:',
      UNDO_LINK,
      'The link works once. It moves the account back to this address and signs it out',
      'everywhere; then you choose a new password.',
      '',
      'If the link does not work, write to us at support@mathcols.example straight away.',
    ]);
    expect(textLinks(message.text)).toEqual([UNDO_LINK]);
  });

  it('has an HTML part that says the same, with an Undo this change button and the link written out', () => {
    const message = emailChangedWithUndo();
    const html = message.html ?? '';
    expectWholeDocument(message);
    expect(blocks(html)).toEqual([
      'mathcols',
      'Hello Pat,',
      'The email address of your mathcols account was changed to pat.new@example.test.',
      'From now on, sign in with that address; this one no longer signs in.',
      'If you did not do this, undo the change within 7 days:',
      'Undo this change',
      `If the button does not work, copy this link: ${UNDO_LINK}`,
      'The link works once. It moves the account back to this address and signs it out everywhere; then you choose a new password.',
      'If the link does not work, write to us at support@mathcols.example straight away.',
    ]);
    expect(hrefs(html)).toEqual([UNDO_LINK, UNDO_LINK, 'mailto:support@mathcols.example']);
    expect(html).toMatch(
      new RegExp(
        `<a href="${literal(UNDO_LINK)}" style="[^"]*background-color:#1d4ed8[^"]*">Undo this change</a>`,
      ),
    );
    expect(html).toContain(`>${UNDO_LINK}</a>`);
  });

  it('says 1 day for a link valid one day, and escapes the first name', () => {
    const { text, html = '' } = emailChangedEmail({
      to: 'pat.old@example.test',
      firstname: TRICKY_NAME,
      newEmail: 'pat.new@example.test',
      support: 'support@mathcols.example',
      undoLink: UNDO_LINK,
      validDays: 1,
    });
    expect(text).toContain('If you did not do this, undo the change within 1 day:');
    expect(blocks(html)).toContain('If you did not do this, undo the change within 1 day:');
    expect(html).toContain(`Hello ${ESCAPED_NAME},`);
    expect(html).not.toContain('<b>Pat</b>');
  });
});
