import * as Dialog from '@radix-ui/react-dialog';
import type { FreeDifficulty, Subject } from '@mathcols/engine';
import { problemText } from '@mathcols/react';
import { useState } from 'react';
import { difficultyPreview } from './difficulty-preview';
import { SUBJECT_LABELS } from './subjects';

/** Props of {@link DifficultyDialog}. */
export interface DifficultyDialogProps {
  /** The subject of the tab the button is on. */
  subject: Subject;
  /** The difficulty this button opens (name and start level). */
  difficulty: FreeDifficulty;
  /** Called with the difficulty's start level when the child presses 'Start … Problems'. */
  onStart: (level: number) => void;
}

/**
 * A difficulty button (Introductory, Easy, Medium, Hard) and the popup it opens: 'What to
 * expect' (the start level's number, title and curriculum description — the dialog's
 * accessible description), example problems of that same level (see `difficultyPreview`, so
 * text and examples agree), 'Start {level} Problems' and 'Cancel'. Radix Dialog traps focus,
 * closes on Escape and returns focus to the button on Cancel; after Start, focus is left to the
 * new worksheet.
 *
 * @see spec §2 "Free practice", §9 "Free difficulty start levels"
 */
export function DifficultyDialog({ subject, difficulty, onStart }: DifficultyDialogProps) {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const { level, examples } = difficultyPreview(subject, difficulty);

  const start = () => {
    setStarted(true);
    onStart(difficulty.startLevel);
    setOpen(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setStarted(false);
        setOpen(next);
      }}
    >
      <Dialog.Trigger className="button">{difficulty.name}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog-content"
          onCloseAutoFocus={(event) => {
            if (started) event.preventDefault();
          }}
        >
          <Dialog.Title>
            {difficulty.name} {SUBJECT_LABELS[subject]}
          </Dialog.Title>
          <h3>What to expect</h3>
          <p className="difficulty-level">
            Level {level.level}: {level.title}
          </p>
          <Dialog.Description>{level.description}</Dialog.Description>
          <h3>Example problems</h3>
          <ul className="example-list">
            {examples.map((example) => {
              const text = problemText(example);
              return <li key={text}>{text}</li>;
            })}
          </ul>
          <div className="dialog-actions">
            <Dialog.Close className="button">Cancel</Dialog.Close>
            <button type="button" className="button button-primary" onClick={start}>
              Start {difficulty.name} Problems
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
