/**
 * The e-mails' shared styles, written inline on each element (many e-mail clients drop style
 * sheets): the colours (text on `card` at least 7:1, `muted` and `link` at least 4.5:1) and the
 * system font stack.
 */
import type { CSSProperties } from 'react';

/** The e-mails' colours. */
export const colours = {
  text: '#1f2937',
  muted: '#4b5563',
  link: '#1d4ed8',
  /** Text on a `link`-coloured background (a button). */
  onLink: '#ffffff',
  border: '#d1d5db',
  page: '#f3f4f6',
  card: '#ffffff',
  head: '#e5e7eb',
};
/** The e-mails' font stack. */
export const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
/** A font stack whose digits all have one width (codes to type). */
export const mono = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";
/** A link. */
export const link: CSSProperties = { color: colours.link, textDecoration: 'underline' };
