/**
 * The weekly summary e-mail's own styles (its colours, font and links are the e-mails' shared
 * ones, ../html/styles.ts), written inline on each element.
 */
import type { CSSProperties } from 'react';
import { colours } from '../html/styles';

/** A table cell. */
export const cell: CSSProperties = {
  padding: '8px 6px',
  borderBottom: `1px solid ${colours.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  fontSize: '15px',
};
