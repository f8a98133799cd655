/**
 * The security headers of every response, set with Hono's `secureHeaders`: a Content Security
 * Policy without inline script, no framing, no MIME sniffing, no referrer, no powerful browser
 * features, and HSTS only when the deployment says it is served over TLS.
 * @see issue 9 "Safe"; architecture.md "Serving"; docs/runbook.md "Security headers"
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The `Strict-Transport-Security` value sent when HSTS is on: one year, this host only (not
 * `includeSubDomains`: other hosts of the domain may not serve TLS).
 */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * The paths of the site's own document (`index.html`). Its widgets add `<style>` elements and
 * `style` attributes while it runs (Radix Dialog's scroll lock writes the scroll bar's width
 * into a `<style>`), whose text no hash can know in advance: this one document allows inline
 * styles (never inline scripts). Every other response keeps inline styles to known hashes.
 */
export const SITE_DOCUMENT_PATHS: readonly string[] = ['/', '/index.html'];

/** Options of {@link securityHeaders}. */
export interface SecurityHeadersOptions {
  /**
   * Send `Strict-Transport-Security` ({@link HSTS_VALUE}). Only for a site reached over https
   * (`MATHCOLS_HSTS=1`): browsers then refuse plain http for a year. @defaultValue false
   */
  hsts?: boolean;
  /**
   * The exact text of each inline `<style>` element the server renders itself (the local
   * payment pages, the unsubscribe page): allowed by their SHA-256 hash, so the policy needs
   * no `'unsafe-inline'`.
   */
  inlineStyles?: readonly string[];
}

/**
 * The CSP source expression allowing one inline `<style>` (or `<script>`) by content,
 * `'sha256-<base64>'` of its UTF-8 text exactly as it appears between the tags.
 */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The policy as directives: everything from this origin only (the site, its chunks, its
 * stylesheet, the API), scripts only from files (no inline script, no `eval`), inline styles
 * only by hash, no plugins, no `<base>`, forms post only here, and no page may frame ours.
 */
export function contentSecurityPolicy(inlineStyles: readonly string[] = []) {
  return policy(["'self'", ...new Set(inlineStyles.map(cspHash))]);
}

/**
 * The policy of the site's document ({@link SITE_DOCUMENT_PATHS}): as
 * {@link contentSecurityPolicy}, but styles also inline (`'unsafe-inline'` for `style-src`
 * only; scripts stay files from this origin).
 */
export function siteContentSecurityPolicy() {
  return policy(["'self'", "'unsafe-inline'"]);
}

function policy(styleSrc: string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc,
    imgSrc: ["'self'"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Middleware setting, on every response (the app's own 404 and 500 included):
 * `Content-Security-Policy` (see {@link contentSecurityPolicy}; for the site's document
 * {@link siteContentSecurityPolicy}), `X-Frame-Options: DENY`,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer`, a `Permissions-Policy`
 * turning off camera, microphone, geolocation, payment, USB and the like, Hono's other defaults
 * (`Cross-Origin-Opener-Policy`, `Cross-Origin-Resource-Policy`, …), and
 * `Strict-Transport-Security` only with `hsts`. Removes `X-Powered-By`.
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler {
  const strict = headersWith(contentSecurityPolicy(options.inlineStyles), options);
  const siteDocument = headersWith(siteContentSecurityPolicy(), options);
  return (c, next) => (SITE_DOCUMENT_PATHS.includes(c.req.path) ? siteDocument : strict)(c, next);
}

function headersWith(
  csp: ReturnType<typeof contentSecurityPolicy>,
  options: SecurityHeadersOptions,
): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: csp,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    strictTransportSecurity: options.hsts ? HSTS_VALUE : false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      displayCapture: [],
      browsingTopics: [],
    },
  });
}
