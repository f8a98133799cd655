import { lazy, Suspense, useState } from 'react';
import type * as DialogModule from './difficulty-dialog';
import type { DifficultyDialogProps } from './difficulty-dialog';

let download: Promise<typeof DialogModule> | undefined;

/** Downloads the popup's code once (with the dialog library it needs). */
const loadDialog = () => (download ??= import('./difficulty-dialog'));

/** Starts the download early; a failure shows when the popup is opened (see `RouteError`). */
const prefetch = () => {
  loadDialog().catch(() => {});
};

const DifficultyDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.DifficultyDialog })),
);

/** Props of {@link DifficultyButton}: those of the popup it opens, without `defaultOpen`. */
export type DifficultyButtonProps = Omit<DifficultyDialogProps, 'defaultOpen'>;

/**
 * A difficulty button (Introductory, Easy, Medium, Hard) whose popup ({@link DifficultyDialog}
 * and the dialog library under it) is downloaded only when first needed, so the free-practice
 * page shows without it. Until then the button is a plain button that looks and reads the
 * same (`aria-haspopup="dialog"`); pointing at it or focusing it starts the download, and the
 * first press opens the popup as soon as its code is there. From then on the popup's own
 * trigger takes the button's place (focus returns to it on Cancel and Escape).
 *
 * @see spec §2 "Free practice" (difficulty buttons open a popup), issue 9 (first-load budget)
 */
export function DifficultyButton(props: DifficultyButtonProps) {
  const [requested, setRequested] = useState(false);
  const placeholder = (busy: boolean) => (
    <button
      type="button"
      className="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-busy={busy || undefined}
      aria-current={props.current || undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setRequested(true)}
    >
      {props.difficulty.name}
    </button>
  );
  if (!requested) return placeholder(false);
  return (
    <Suspense fallback={placeholder(true)}>
      <DifficultyDialog {...props} defaultOpen />
    </Suspense>
  );
}
