import type { FormDialogClassNames } from '@mathcols/react';

/**
 * The site's look for the parts of `FormDialog` (`@mathcols/react`): its own button classes
 * (site.css) on the cancel and submit buttons. Spread it and add an `error` class where the
 * dialog reports errors, e.g. `{ ...DIALOG_CLASSES, error: 'parent-error' }`.
 */
export const DIALOG_CLASSES = {
  cancel: 'button',
  submit: 'button button-primary',
} as const satisfies FormDialogClassNames;
