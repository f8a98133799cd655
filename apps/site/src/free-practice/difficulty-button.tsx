import { useState } from 'react';
import type * as DialogModule from './difficulty-dialog';
import type { DifficultyDialogProps } from './difficulty-dialog';

type DialogComponent = typeof DialogModule.DifficultyDialog;

let download: Promise<DialogComponent> | undefined;

/**
 * Downloads the popup's code once (with the dialog library it needs). A failed download is
 * forgotten, so the next press asks again.
 */
function loadDialog(): Promise<DialogComponent> {
  download ??= import('./difficulty-dialog').then(
    (module) => module.DifficultyDialog,
    (error: unknown) => {
      download = undefined;
      throw error;
    },
  );
  return download;
}

/** Starts the download early; a failure shows when the child presses the button. */
const prefetch = () => {
  loadDialog().catch(() => {});
};

/** Props of {@link DifficultyButton}: those of the popup it opens, without `defaultOpen`. */
export type DifficultyButtonProps = Omit<DifficultyDialogProps, 'defaultOpen'>;

/** Said beside a difficulty button whose popup could not be downloaded. */
export const difficultyDownloadFailed = (name: string) =>
  `${name} could not open. Check the internet connection, then press it again.`;

/**
 * A difficulty button (Introductory, Easy, Medium, Hard) whose popup ({@link DifficultyDialog}
 * and the dialog library under it) is downloaded only when first needed, so the free-practice
 * page shows without it. Until then the button is a plain button that looks and reads the
 * same (`aria-haspopup="dialog"`); pointing at it or focusing it starts the download, and the
 * first press opens the popup as soon as its code is there. From then on the popup's own
 * trigger takes the button's place (focus returns to it on Cancel and Escape).
 *
 * A download that fails (the network dropped, or a new release replaced the file) says so
 * beside the button, and the next press tries again; the practice, its levels and the problem on
 * screen stay as they are.
 *
 * @see spec §2 "Free practice" (difficulty buttons open a popup), issue 9 (first-load budget)
 */
export function DifficultyButton(props: DifficultyButtonProps) {
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');

  const open = () => {
    setStatus('loading');
    loadDialog().then(
      (component) => setDialog(() => component),
      () => setStatus('failed'),
    );
  };

  if (Dialog) return <Dialog {...props} defaultOpen />;
  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-busy={status === 'loading' || undefined}
        aria-current={props.current || undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={open}
      >
        {props.difficulty.name}
      </button>
      {status === 'failed' && (
        <p role="alert" className="difficulty-failed">
          {difficultyDownloadFailed(props.difficulty.name)}
        </p>
      )}
    </>
  );
}
