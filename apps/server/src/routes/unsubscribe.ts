/**
 * The unsubscribe page of the weekly summary e-mails, server-rendered (no site, no sign-in, no
 * script):
 * - `GET /api/unsubscribe?token=…` → 200 a page with one button, "Unsubscribe from weekly
 *   e-mails", posting the token back. Opening the link changes nothing, so mail scanners and
 *   prefetchers that follow links cannot unsubscribe anyone.
 * - `POST /api/unsubscribe` (the token as the form field `token`, or in the query) → turns the
 *   parent's weekly e-mails off (`parents.emails = false`) and answers 200 "You will no longer
 *   receive weekly summaries" with a link back to the site. Posting again changes nothing more.
 * - A missing, malformed or forged token → 400 "This unsubscribe link is not valid", nothing
 *   changed.
 * Pages are `no-store`, not indexed, and send no referrer (the token is in the address).
 * @see issue 7 "Weekly summary e-mails"; email/unsubscribe-token.ts
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';
import type { Database } from '../db/open';
import { parents } from '../db/schema';
import {
  UNSUBSCRIBE_PATH,
  unsubscribeKey,
  verifyUnsubscribeToken,
} from '../email/unsubscribe-token';
import { limitBody } from '../http/body';

/** The words of the pages. */
export const UNSUBSCRIBE_TEXT = {
  title: 'Weekly summary emails',
  question:
    'Do you want to stop the weekly summary emails about your children’s practice? You can turn them on again at any time with “Turn on emails” under Configure Students.',
  button: 'Unsubscribe from weekly e-mails',
  done: 'You will no longer receive weekly summaries',
  doneDetail:
    'You can turn them on again at any time with “Turn on emails” under Configure Students.',
  invalid: 'This unsubscribe link is not valid',
  invalidDetail:
    'Please open the link from the most recent weekly summary email, or turn the emails off with “Turn off emails” under Configure Students.',
  back: 'Go to mathcols',
} as const;

/**
 * The text of the pages' one `<style>` element, exactly as rendered: the app's Content Security
 * Policy allows it by its SHA-256 hash (see `http/security-headers.ts`).
 */
export const UNSUBSCRIBE_STYLE = `
body {
  margin: 0;
  padding: 0 1rem;
  font:
    16px/1.5 system-ui,
    -apple-system,
    'Segoe UI',
    Roboto,
    sans-serif;
  color: #1f2937;
  background: #f3f4f6;
}
main {
  max-width: 36rem;
  margin: 3rem auto;
  padding: 1.5rem;
  background: #fff;
  border: 1px solid #d1d5db;
  border-radius: 8px;
}
h1 {
  font-size: 1.5rem;
  margin: 0 0 1rem;
}
a {
  color: #1d4ed8;
}
button {
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  font: inherit;
  font-weight: 600;
  color: #fff;
  background: #1d4ed8;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
button:focus-visible,
a:focus-visible {
  outline: 3px solid #1f2937;
  outline-offset: 2px;
}
@media (forced-colors: active) {
  button {
    border: 1px solid ButtonText;
  }
}
`;

/**
 * The `<style>` element, built outside the page's template so that no formatter can add
 * whitespace inside it (its text must stay exactly {@link UNSUBSCRIBE_STYLE} for its hash).
 */
const STYLE_ELEMENT = raw(`<style>${UNSUBSCRIBE_STYLE}</style>`);

/** Options of {@link unsubscribeRoutes}. */
export interface UnsubscribeRoutesOptions {
  db: Database;
  /** The site's base URL for the link back (`PUBLIC_URL`, or `http://localhost:PORT`). */
  publicUrl: string;
}

/** The unsubscribe routes, mounted at the app root before the API's catch-all. */
export function unsubscribeRoutes(options: UnsubscribeRoutesOptions): Hono {
  const { db } = options;
  const routes = new Hono();
  const siteUrl = options.publicUrl.replace(/\/+$/, '');

  routes.get(UNSUBSCRIBE_PATH, async (c) => {
    const token = c.req.query('token');
    if (!verifyUnsubscribeToken(await unsubscribeKey(db), token)) return invalid(c, siteUrl);
    return page(
      c,
      200,
      UNSUBSCRIBE_TEXT.title,
      html`<p>${UNSUBSCRIBE_TEXT.question}</p>
        <form method="post" action="${UNSUBSCRIBE_PATH}">
          <input type="hidden" name="token" value="${token}" />
          <button type="submit">${UNSUBSCRIBE_TEXT.button}</button>
        </form>`,
    );
  });

  routes.post(UNSUBSCRIBE_PATH, limitBody, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof form.token === 'string' ? form.token : c.req.query('token');
    const parentId = verifyUnsubscribeToken(await unsubscribeKey(db), token);
    if (!parentId) return invalid(c, siteUrl);
    await db.update(parents).set({ emails: false }).where(eq(parents.id, parentId));
    return page(
      c,
      200,
      UNSUBSCRIBE_TEXT.done,
      html`<p>${UNSUBSCRIBE_TEXT.doneDetail}</p>
        <p><a href="${siteUrl}/">${UNSUBSCRIBE_TEXT.back}</a></p>`,
    );
  });

  routes.all(UNSUBSCRIBE_PATH, (c) => {
    c.header('Allow', 'GET, POST');
    return c.text('Use GET or POST', 405);
  });
  return routes;
}

function invalid(c: Context, siteUrl: string): Promise<Response> {
  return page(
    c,
    400,
    UNSUBSCRIBE_TEXT.invalid,
    html`<p>${UNSUBSCRIBE_TEXT.invalidDetail}</p>
      <p><a href="${siteUrl}/">${UNSUBSCRIBE_TEXT.back}</a></p>`,
  );
}

/** A whole small page: the heading, then `body`; one inline style element, no script. */
async function page(
  c: Context,
  status: 200 | 400,
  heading: string,
  body: ReturnType<typeof html>,
): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex');
  return c.html(
    html`<!DOCTYPE html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <title>${heading} · mathcols</title>
          ${STYLE_ELEMENT}
        </head>
        <body>
          <main>
            <h1>${heading}</h1>
            ${body}
          </main>
        </body>
      </html>`,
    status,
  );
}
