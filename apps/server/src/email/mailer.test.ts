import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/open';
import { openTestDatabase } from '../testing/database';
import { emailOutbox } from '../db/schema';
import { freshEmail, PASSWORD, wire } from '../handlers/users/test-support';
import { newDevice, post } from '../testing/http';
import { MASK, createMailer, type OutboxEntry } from './mailer';
import { EMAIL_CHANGED_SUBJECT, PASSWORD_RESET_SUBJECT, VERIFICATION_SUBJECT } from './templates';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let database: DatabaseHandle;
let smtp: SMTPServer;
let smtpPort: number;
const received: Received[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(resolve));
  await database?.close();
});

/** Undoes quoted-printable soft line breaks and `=XX` escapes. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function registerThrough(app: ReturnType<typeof createApp>, email: string) {
  const deviceid = await newDevice(app);
  return post(app, '/api', {
    tag: 'user.create',
    deviceid,
    email,
    emailpassword: await wire(email, PASSWORD),
    firstname: 'Sam',
    lastname: 'Sender',
  });
}

/**
 * A mailer delivering to the test SMTP server (its log lines kept in `log`) and the app that
 * sends through it, with links to `publicUrl` (https://mathcols.example unless given).
 */
function smtpApp({
  from,
  publicUrl = 'https://mathcols.example',
}: { from?: string; publicUrl?: string } = {}) {
  const log: string[] = [];
  const mailer = createMailer({
    db: database.db,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    ...(from && { from }),
    log: (line) => log.push(line),
  });
  const app = createApp({ db: database.db, mailer, publicUrl });
  return { log, mailer, app };
}

async function outboxRow(to: string) {
  const rows = await database.db.select().from(emailOutbox);
  return rows.find((row) => row.to === to);
}

describe('createMailer with SMTP_URL', () => {
  it('delivers the verification e-mail with the code and the link to a real SMTP server, in both parts', async () => {
    const { log, mailer, app } = smtpApp({
      from: 'mathcols <hello@mathcols.test>',
      publicUrl: 'https://mathcols.example/',
    });
    const email = freshEmail('smtp');
    expect((await registerThrough(app, email)).body.tag).toBe('user.create');
    await mailer.close();

    const message = received.find((item) => item.to.includes(email));
    expect(message?.from).toBe('hello@mathcols.test');
    const text = decodeQuotedPrintable(message?.raw ?? '');
    expect(text).toContain(`Subject: ${VERIFICATION_SUBJECT}`);
    const code = /Your verification code is: (\d{6})/.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(text).toMatch(/https:\/\/mathcols\.example\/#\/verifyemail\?emailtoken=[\w-]{43}/);
    const linkToken = /emailtoken=([\w-]{43})/.exec(text)?.[1] ?? '';
    const link = `https://mathcols.example/#/verifyemail?emailtoken=${linkToken}`;
    expect(text).toMatch(/Content-Type: multipart\/alternative/);
    const htmlPart = text.slice(text.search(/Content-Type: text\/html/));
    expect(htmlPart).toContain(`>${code}</span>`);
    expect(htmlPart).toContain(`href="${link}"`);
    // Delivered by SMTP: the stored copy and the log hold neither the code nor the link token.
    const row = await outboxRow(email);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
    expect(row?.text).toContain(`Your verification code is: ${MASK}`);
    expect(row?.text).toContain(`https://mathcols.example/#/verifyemail?emailtoken=${MASK}`);
    expect(row?.html).toContain(`>${MASK}</span>`);
    expect(row?.html).toContain(`href="https://mathcols.example/#/verifyemail?emailtoken=${MASK}"`);
    for (const secret of [`${code}`, linkToken]) {
      expect(row?.text).not.toContain(secret);
      expect(row?.html).not.toContain(secret);
      expect(log.join('\n')).not.toContain(secret);
    }
  });

  it('delivers the forgotten-password link by SMTP; the stored copy and the log mask its token', async () => {
    const { log, mailer, app } = smtpApp();
    const email = freshEmail('forgot');
    await registerThrough(app, email);
    const deviceid = await newDevice(app);
    const asked = await post(app, '/api', { tag: 'public.passwordforgot', deviceid, email });
    expect(asked.body.tag).toBe('public.passwordforgot');
    await mailer.close();

    const delivered = received
      .filter((item) => item.to.includes(email))
      .map((item) => decodeQuotedPrintable(item.raw))
      .find((raw) => raw.includes(`Subject: ${PASSWORD_RESET_SUBJECT}`));
    const token = /reset-password\?emailtoken=([\w-]{43})/.exec(delivered ?? '')?.[1] ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, PASSWORD_RESET_SUBJECT));
    expect(row?.to).toBe(email);
    expect(row?.text).toContain(`https://mathcols.example/#/reset-password?emailtoken=${MASK}`);
    expect(row?.text).not.toContain(token);
    expect(row?.html).toContain(
      `href="https://mathcols.example/#/reset-password?emailtoken=${MASK}"`,
    );
    expect(row?.html).not.toContain(token);
    expect(log.join('\n')).not.toContain(token);
  });

  it('delivers the change notice’s undo link by SMTP; the stored copy and the log mask its token', async () => {
    const { log, mailer, app } = smtpApp();
    const email = freshEmail('undo');
    const registered = await registerThrough(app, email);
    const next = freshEmail('moved');
    const changed = await post(app, '/api', {
      tag: 'user.emailchange',
      deviceid: await newDevice(app),
      usertoken: registered.body.usertoken,
      email: next,
      currentpassword: await wire(email, PASSWORD),
      emailpassword: await wire(next, PASSWORD),
    });
    expect(changed.body.tag).toBe('user.emailchange');
    await mailer.close();

    const delivered = received
      .filter((item) => item.to.includes(email))
      .map((item) => decodeQuotedPrintable(item.raw))
      .find((raw) => raw.includes(`Subject: ${EMAIL_CHANGED_SUBJECT}`));
    const token = /undo-email-change\?emailtoken=([\w-]{43})/.exec(delivered ?? '')?.[1] ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, EMAIL_CHANGED_SUBJECT));
    expect(row?.to).toBe(email);
    expect(row?.text).toContain(`https://mathcols.example/#/undo-email-change?emailtoken=${MASK}`);
    expect(row?.text).not.toContain(token);
    expect(row?.html).toContain(
      `href="https://mathcols.example/#/undo-email-change?emailtoken=${MASK}"`,
    );
    expect(row?.html).not.toContain(token);
    expect(log.join('\n')).not.toContain(token);
  });

  it('sends an HTML part beside the text part and extra headers, and keeps both parts', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      log: () => {},
    });
    const to = freshEmail('html');
    const html = '<!DOCTYPE html><html lang="en"><body><h1>Sam&#x27;s week</h1></body></html>';
    const id = await mailer.send(
      {
        to,
        subject: 'Sam’s week',
        text: "Sam's week: 3 assignments",
        html,
        headers: { 'List-Unsubscribe': '<https://mathcols.example/api/unsubscribe?token=t>' },
      },
      new Date('2026-11-29T18:00:00Z'),
    );
    await mailer.close();

    const raw = decodeQuotedPrintable(received.find((item) => item.to.includes(to))?.raw ?? '');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toContain('List-Unsubscribe: <https://mathcols.example/api/unsubscribe?token=t>');
    expect(raw).toMatch(/Content-Type: text\/plain[^]*Sam's week: 3 assignments/);
    expect(raw).toMatch(/Content-Type: text\/html[^]*<h1>Sam&#x27;s week<\/h1>/);
    const row = await outboxRow(to);
    expect(row).toMatchObject({ id, html, text: "Sam's week: 3 assignments" });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('still registers the parent when the SMTP server is unreachable, and records the error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const mailer = createMailer({
        db: database.db,
        smtpUrl: `smtp://127.0.0.1:${deadPort}`,
        log: () => {},
      });
      const app = createApp({ db: database.db, mailer });
      const email = freshEmail('unsent');
      const answer = await registerThrough(app, email);
      expect(answer.status).toBe(200);
      expect(answer.body.tag).toBe('user.create');
      await mailer.flush();
      const row = await outboxRow(email);
      expect(row?.sentAt).toBeNull();
      expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`to ${email} was not sent`));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists the outbox newest first, with the code and link in both parts, without SMTP', async () => {
    let now = new Date('2025-03-14T09:30:00Z');
    const log: string[] = [];
    const mailer = createMailer({ db: database.db, log: (line) => log.push(line) });
    const app = createApp({ db: database.db, mailer, now: () => now, devRoutes: true });
    const first = freshEmail('first');
    const second = freshEmail('second');
    await registerThrough(app, first);
    now = new Date('2025-03-14T09:31:00Z');
    await registerThrough(app, second);

    const response = await app.request('/api/dev/outbox');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { tag: string; messages: OutboxEntry[] };
    expect(body.tag).toBe('dev.outbox');
    const order = body.messages.map((m) => m.to).filter((to) => to === first || to === second);
    expect(order).toEqual([second, first]);
    const newest = body.messages.find((m) => m.to === second);
    expect(newest).toMatchObject({
      subject: VERIFICATION_SUBJECT,
      sentAt: null,
      error: null,
    });
    const code = /Your verification code is: (\d{6})/.exec(newest?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const link = /http:\/\/localhost\/#\/verifyemail\?emailtoken=[\w-]{43}/.exec(
      newest?.text ?? '',
    );
    expect(link).not.toBeNull();
    expect(newest?.html).toMatch(/^<!DOCTYPE html>/);
    expect(newest?.html).toContain(`>${code}</span>`);
    expect(newest?.html).toContain(`href="${link?.[0]}"`);
    expect(log.at(-1)).toContain(newest?.text);
  });

  it('is 404 when NODE_ENV is production; with logText off the log has no codes', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const log: string[] = [];
      const mailer = createMailer({
        db: database.db,
        log: (line) => log.push(line),
        logText: false,
      });
      const app = createApp({ db: database.db, mailer });
      const email = freshEmail('prod');
      await registerThrough(app, email);
      const response = await app.request('/api/dev/outbox');
      expect(response.status).toBe(404);
      expect(log.at(-1)).toMatch(
        new RegExp(`^E-mail to ${email}: ${VERIFICATION_SUBJECT} \\(outbox [\\w-]+\\)$`),
      );
      expect(log.join('\n')).not.toMatch(/verification code is/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
