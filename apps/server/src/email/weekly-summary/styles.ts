/**
 * The weekly summary e-mail's styles, written inline on each element (many e-mail clients drop
 * style sheets).
 */
import type { CSSProperties } from 'react';

/** The e-mail's colours. */
export const colours = {
  text: '#1f2937',
  muted: '#4b5563',
  link: '#1d4ed8',
  border: '#d1d5db',
  page: '#f3f4f6',
  card: '#ffffff',
  head: '#e5e7eb',
};
/** The e-mail's font stack. */
export const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
/** A table cell. */
export const cell: CSSProperties = {
  padding: '8px 6px',
  borderBottom: `1px solid ${colours.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  fontSize: '15px',
};
/** A link. */
export const link: CSSProperties = { color: colours.link, textDecoration: 'underline' };
