/**
 * Outgoing e-mail. Every message is written to the `email_outbox` table and announced with one
 * log line; with an SMTP URL, nodemailer also delivers it (in the background: a failed or slow
 * delivery never fails or delays the request — the outbox row records `sent_at` or `error`).
 *
 * A message's `secrets` (verification codes, link tokens) are the recipient's alone. With SMTP
 * the message travels by e-mail, so the outbox row and the log line get {@link MASK} in their
 * place: codes are never kept in clear once handed to the mail server. Without SMTP (local
 * development) the outbox *is* the delivery channel — read at the dev-only, loopback-only
 * `GET /api/dev/outbox` — so it keeps them in clear.
 * @see architecture.md "Adapters" (e-mail); issue 3 "E-mail"; issue 9 "Safe"
 */
import { desc, eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Database } from '../db/open';
import { emailOutbox } from '../db/schema';

/**
 * A message to send: one recipient, a subject, a plain-text body and, optionally, an HTML
 * alternative of the same content (a whole document; sent as `multipart/alternative`) and extra
 * header lines for SMTP delivery (e.g. `List-Unsubscribe`; not kept in the outbox).
 */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /**
   * Texts in `text`/`html` that only the recipient may read (codes, link tokens): replaced by
   * {@link MASK} in the stored copy and the log line when SMTP delivers the message.
   */
  secrets?: readonly string[];
}

/** What stands for a secret in the outbox copy of a message delivered by SMTP. */
export const MASK = '••••••';

/**
 * A row of the outbox as the dev route shows it (timestamps ISO 8601, null when not yet; `html`
 * null when the message had no HTML part).
 */
export interface OutboxEntry extends Omit<EmailMessage, 'html' | 'headers' | 'secrets'> {
  id: string;
  html: string | null;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

/** Sends e-mail; see {@link createMailer}. */
export interface Mailer {
  /**
   * Records the message in the outbox, logs it and, with SMTP, starts delivering it.
   * @param now the request's clock (the outbox row's `created_at`)
   * @returns the outbox row's id
   * @throws only when the outbox row cannot be written (database error)
   */
  send(message: EmailMessage, now: Date): Promise<string>;
  /** Resolves once every delivery started so far has finished (sent or failed). */
  flush(): Promise<void>;
  /** Waits for deliveries in flight, then closes the SMTP connection pool (if any). */
  close(): Promise<void>;
}

/** Options of {@link createMailer}. */
export interface MailerOptions {
  db: Database;
  /** `smtp://user:pass@host:port` or `smtps://…`; absent = outbox and log only. */
  smtpUrl?: string;
  /** The sender. @defaultValue {@link DEFAULT_MAIL_FROM} */
  from?: string;
  /** Receives one line per message. */
  log: (line: string) => void;
  /**
   * Put the message text in the log line (codes and links, handy locally). Off in production,
   * where the log line names only the recipient and subject. @defaultValue true
   */
  logText?: boolean;
}

/** The sender used when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = 'mathcols <no-reply@mathcols.test>';

/** How long an SMTP connection, greeting or socket may stall before the send fails, in ms. */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * Creates the mailer.
 * @see MailerOptions
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, log } = options;
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const logText = options.logText ?? true;
  const transport = options.smtpUrl
    ? createTransport({
        url: options.smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : undefined;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string, message: EmailMessage): Promise<void> {
    if (!transport) return;
    try {
      const { to, subject, text, html, headers } = message;
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(html !== undefined && { html }),
        headers,
      });
      await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`E-mail ${id} to ${message.to} was not sent: ${reason}`);
      await db
        .update(emailOutbox)
        .set({ error: reason.slice(0, 1000) })
        .where(eq(emailOutbox.id, id))
        .catch((dbError: unknown) => console.error('Could not record the e-mail error', dbError));
    }
  }

  return {
    async send(message, now) {
      // With SMTP the stored copy and the log never hold the secrets; see the file's comment.
      const kept = transport ? masked(message) : message;
      const [row] = await db
        .insert(emailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: kept.text,
          html: kept.html ?? null,
          createdAt: now,
        })
        .returning({ id: emailOutbox.id });
      if (!row) throw new Error('Inserting an e-mail into the outbox returned no row');
      log(
        logText
          ? `E-mail to ${message.to}: ${message.subject}\n${kept.text}`
          : `E-mail to ${message.to}: ${message.subject} (outbox ${row.id})`,
      );
      if (transport) {
        const delivery = deliver(row.id, message).finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
      return row.id;
    },
    async flush() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async close() {
      await this.flush();
      transport?.close();
    },
  };
}

/** The message with each of its `secrets` replaced by {@link MASK} in `text` and `html`. */
function masked(message: EmailMessage): EmailMessage {
  const hide = (text: string) =>
    (message.secrets ?? []).reduce(
      (result, secret) => (secret === '' ? result : result.replaceAll(secret, MASK)),
      text,
    );
  return {
    ...message,
    text: hide(message.text),
    ...(message.html !== undefined && { html: hide(message.html) }),
  };
}

/**
 * The outbox, newest first (for the dev-only route).
 * @param limit at most this many rows @defaultValue 50
 */
export async function listOutbox(db: Database, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
  }));
}
