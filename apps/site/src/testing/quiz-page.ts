import { screen } from '@testing-library/react';

/** The quiz's answer box, as a child finds it by its label. */
export const answerBox = () => screen.getByRole('textbox', { name: 'Your answer' });

/** The question as the page shows it (the answer box's description), e.g. '7 × 8 = ?'. */
export function questionText(): string {
  const id = answerBox().getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

/** Works the shown question out like a child with pencil and paper would (BigInt, no floats). */
export function rightAnswer(): string {
  const match = /(\d+) ([+−×÷]) (\d+)/.exec(questionText());
  if (!match) throw new Error(`no question on screen: ${questionText()}`);
  const [, a, sign, b] = match;
  const [x, y] = [BigInt(a ?? ''), BigInt(b ?? '')];
  if (sign === '+') return String(x + y);
  if (sign === '−') return String(x - y);
  if (sign === '×') return String(x * y);
  return String(x / y);
}

/** An answer one more than the right one. */
export const wrongAnswer = () => String(BigInt(rightAnswer()) + 1n);
