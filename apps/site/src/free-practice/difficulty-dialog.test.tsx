import { curriculumLevel, FREE_DIFFICULTIES, SUBJECTS, type Subject } from '@mathcols/engine';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DifficultyDialog } from './difficulty-dialog';
import { DIFFICULTY_EXAMPLE_COUNT, difficultyPreview } from './difficulty-preview';
import { SUBJECT_LABELS } from '../student/subject-labels';

const SIGNS: Readonly<Record<Subject, string>> = {
  addition: '+',
  subtraction: '−',
  multiplication: '×',
  division: '÷',
};

/** The operands of an example as the popup writes it ("38 + 47" → ['38', '47']). */
function operandsOf(subject: Subject, text: string): [string, string] {
  const [first = '', second = ''] = text.split(` ${SIGNS[subject]} `);
  expect(`${first} ${SIGNS[subject]} ${second}`, text).toBe(text);
  return [first, second];
}

const CASES = SUBJECTS.flatMap((subject) =>
  FREE_DIFFICULTIES.map((difficulty) => ({
    subject,
    difficulty,
    name: `${difficulty.name} ${SUBJECT_LABELS[subject]}`,
  })),
);

describe('difficulty popups: text and examples come from the same level', () => {
  it.each(CASES)(
    '$name: says what its start level is and shows only problems of that level',
    async ({ subject, difficulty, name }) => {
      const onStart = vi.fn();
      const user = userEvent.setup();
      render(<DifficultyDialog subject={subject} difficulty={difficulty} onStart={onStart} />);
      await user.click(screen.getByRole('button', { name: difficulty.name }));

      const dialog = screen.getByRole('dialog', { name });
      const level = curriculumLevel(subject, difficulty.startLevel);
      expect(within(dialog).getByRole('heading', { name: 'What to expect' })).toBeVisible();
      expect(dialog).toHaveTextContent(`Level ${level.level}: ${level.title}`);
      expect(dialog).toHaveAccessibleDescription(level.description);

      const examples = within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
      expect(examples).toHaveLength(DIFFICULTY_EXAMPLE_COUNT);
      expect(new Set(examples).size).toBe(examples.length);
      for (const example of examples) {
        const [first, second] = operandsOf(subject, example);
        expect(
          level.accepts(first, second),
          `${name}: ${example} is a level ${level.level} problem`,
        ).toBe(true);
      }

      await user.click(
        within(dialog).getByRole('button', { name: `Start ${difficulty.name} Problems` }),
      );
      expect(onStart).toHaveBeenCalledWith(difficulty.startLevel);
    },
  );

  it('gives focus back to its button after Cancel, but not after Start (the worksheet takes it)', async () => {
    const [introductory] = FREE_DIFFICULTIES;
    if (!introductory) throw new Error('no difficulties');
    const user = userEvent.setup();
    render(<DifficultyDialog subject="addition" difficulty={introductory} onStart={vi.fn()} />);
    const button = screen.getByRole('button', { name: introductory.name });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Tab}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).not.toHaveFocus();
  });

  it('Easy addition no longer shows a carrying problem under "No carrying."', () => {
    const easy = FREE_DIFFICULTIES.find((difficulty) => difficulty.name === 'Easy');
    if (!easy) throw new Error('no Easy difficulty');
    const { level, examples } = difficultyPreview('addition', easy);
    expect(level.description).toContain('No carrying.');
    expect(examples.map((problem) => `${problem.number_0} + ${problem.number_1}`)).not.toContain(
      '38 + 47',
    );
    expect(examples[0]).toEqual(level.example);
  });

  it('shows the same examples every time it opens (seeded)', () => {
    const [introductory] = FREE_DIFFICULTIES;
    if (!introductory) throw new Error('no difficulties');
    expect(difficultyPreview('division', introductory)).toEqual(
      difficultyPreview('division', introductory),
    );
  });
});
