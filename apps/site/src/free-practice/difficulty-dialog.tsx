import type { FreeDifficulty, Subject } from '@mathcols/engine';
import { FormDialog, problemText } from '@mathcols/react';
import { useState } from 'react';
import { DIALOG_CLASSES } from '../dialogs/dialog-classes';
import { difficultyPreview } from './difficulty-preview';
import { SUBJECT_LABELS } from '../student/subject-labels';

/** Props of {@link DifficultyDialog}. */
export interface DifficultyDialogProps {
  /** The subject of the tab the button is on. */
  subject: Subject;
  /** The difficulty this button opens (name and start level). */
  difficulty: FreeDifficulty;
  /** Called with the difficulty's start level when the child presses 'Start … Problems'. */
  onStart: (level: number) => void;
  /** Whether the popup is open when this first shows (see `DifficultyButton`). @defaultValue false */
  defaultOpen?: boolean;
  /**
   * Whether the level being practised lies in this difficulty (see `difficultyOfLevel`): the
   * button is filled and says it is the current one (`aria-current`). @defaultValue false
   */
  current?: boolean;
}

/**
 * A difficulty button (Introductory, Easy, Medium, Hard) and the popup it opens: 'What to
 * expect' (the start level's number, title and curriculum description — the dialog's
 * accessible description), example problems of that same level (see `difficultyPreview`, so
 * text and examples agree), 'Start {level} Problems' and 'Cancel'. The library's `FormDialog`
 * traps focus, closes on Escape and returns focus to the button on Cancel; after Start (its
 * submit action), focus is left to the new worksheet.
 *
 * @see spec §2 "Free practice", §9 "Free difficulty start levels"
 */
export function DifficultyDialog({
  subject,
  difficulty,
  onStart,
  defaultOpen = false,
  current = false,
}: DifficultyDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [started, setStarted] = useState(false);
  const { level, examples } = difficultyPreview(subject, difficulty);

  // The submit closes the dialog; focus then stays where the new worksheet puts it.
  const start = () => {
    setStarted(true);
    onStart(difficulty.startLevel);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setStarted(false);
        setOpen(next);
      }}
      trigger={
        <button type="button" className="button" aria-current={current || undefined}>
          {difficulty.name}
        </button>
      }
      returnFocus={!started}
      classNames={DIALOG_CLASSES}
      title={`${difficulty.name} ${SUBJECT_LABELS[subject]}`}
      intro={
        <>
          <h3>What to expect</h3>
          <p className="difficulty-level">
            Level {level.level}: {level.title}
          </p>
        </>
      }
      description={level.description}
      cancelLabel="Cancel"
      submitLabel={`Start ${difficulty.name} Problems`}
      onSubmit={start}
    >
      <h3>Example problems</h3>
      <ul className="example-list">
        {examples.map((example) => {
          const text = problemText(example);
          return <li key={text}>{text}</li>;
        })}
      </ul>
    </FormDialog>
  );
}
