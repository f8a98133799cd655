import { createRef } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GridHarness, layoutFor } from '../test-utils/grid-harness';

/** Opt out of the spec's auto-focus (jsx-a11y flags the literal prop). */
const NO_AUTO_FOCUS = { autoFocus: false } as const;

const box = (name: string) => screen.getByRole('textbox', { name });

async function renderAddition(props: Partial<Parameters<typeof GridHarness>[0]> = {}) {
  const user = userEvent.setup();
  render(<GridHarness layout={layoutFor('+', 57, 68)} label="57 + 68" {...props} />);
  if (props.autoFocus !== false) await waitFor(() => expect(box('Sum, ones column')).toHaveFocus());
  return user;
}

describe('DigitGrid rendering', () => {
  it('renders named row groups, operand text, the operator sign and labelled numeric boxes', async () => {
    await renderAddition();
    expect(screen.getByRole('group', { name: '57 + 68' })).toBeInTheDocument();
    for (const name of ['Carries', 'First addend', 'Second addend', 'Sum']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Second addend' })).toHaveTextContent('+68');
    const ones = box('Sum, ones column');
    expect(ones).toHaveAttribute('inputmode', 'numeric');
    expect(ones).toHaveAttribute('maxlength', '1');
    // One character wide, so the columns line up even without the stylesheet.
    expect(ones).toHaveAttribute('size', '1');
    expect(ones).toHaveAttribute('autocomplete', 'off');
    expect(ones).toHaveAttribute('data-state', 'empty');
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
  });

  it('places cells right-aligned by place value', async () => {
    await renderAddition();
    const column = (name: string) => box(name).closest('.mc-cell') as HTMLElement;
    expect(column('Sum, ones column').style.gridColumn).toBe('4');
    expect(column('Sum, hundreds column').style.gridColumn).toBe('2');
    expect(column('Carry into the tens column').style.gridColumn).toBe('3');
  });

  it('draws each rule as the layout says, whatever the operator', () => {
    const ruleOf = (name: string) => {
      const row = screen.getByRole('group', { name });
      return { kind: row.dataset.ruleAbove, span: row.querySelector<HTMLElement>('.mc-rule') };
    };
    const { unmount } = render(<GridHarness layout={layoutFor('+', 57, 68)} {...NO_AUTO_FOCUS} />);
    // The answer line starts under the + sign (column 1) and ends after the ones column.
    expect(ruleOf('Sum')).toMatchObject({ kind: 'from-prefix' });
    expect(ruleOf('Sum').span?.style.gridColumn).toBe('1 / 5');
    expect(ruleOf('First addend').span).toBeNull();
    unmount();

    render(<GridHarness layout={layoutFor('/', 125, 5)} {...NO_AUTO_FOCUS} />);
    // The bracket top stands over the dividend's digits and is marked to meet the divisor.
    expect(ruleOf('Dividend, divided by 5')).toMatchObject({ kind: 'bracket' });
    expect(ruleOf('Dividend, divided by 5').span?.style.gridColumn).toBe('2 / 5');
    // A subtraction line stands under the number subtracted (12 − 10: the hundreds and tens),
    // not over the brought-down 5 in the ones column.
    expect(ruleOf('Step 1 subtract')).toMatchObject({ kind: 'over-cells' });
    expect(ruleOf('Step 1 subtract').span?.style.gridColumn).toBe('2 / 4');
  });

  it("writes '+' before the last partial product and 'r' before the remainder, as in school", () => {
    const prefixOf = (name: string) =>
      screen.getByRole('group', { name }).querySelector<HTMLElement>('.mc-prefix');
    const { unmount } = render(<GridHarness layout={layoutFor('*', 47, 36)} {...NO_AUTO_FOCUS} />);
    expect(prefixOf('Partial product 1')).toBeNull();
    // In the prefix column, under the × sign; the boxes still say where they are.
    expect(prefixOf('Partial product 2')).toHaveTextContent(/^\+$/);
    expect(prefixOf('Partial product 2')?.style.gridColumn).toBe('1');
    expect(box('Partial product 2, hundreds column')).toBeInTheDocument();
    expect(prefixOf('Multiplier')).toHaveTextContent('×');
    unmount();

    render(<GridHarness layout={layoutFor('/', 2996, 7)} {...NO_AUTO_FOCUS} />);
    const remainder = screen.getByRole('group', { name: 'Remainder' });
    expect(prefixOf('Remainder')).toHaveTextContent(/^r$/);
    expect(remainder).toContainElement(box('Step 3 subtract, ones column'));
    // Its line stands under the 56 subtracted (tens and ones); the 'r' stands just left of
    // the remainder's box, under the line.
    expect(remainder.querySelector<HTMLElement>('.mc-rule')?.style.gridColumn).toBe('4 / 6');
    expect(prefixOf('Remainder')?.style.gridColumn).toBe('4');
    expect(prefixOf('Step 1 subtract')).toBeNull();
  });

  it('points at the given columns with an arrow row under the grid, hidden from screen readers', () => {
    const { container, rerender } = render(
      <GridHarness layout={layoutFor('-', 81, 38)} pointAt={[0]} {...NO_AUTO_FOCUS} />,
    );
    const rows = () => container.querySelectorAll<HTMLElement>('.mc-pointers');
    const arrows = () =>
      [...container.querySelectorAll<HTMLElement>('.mc-pointer')].map(
        (arrow) => `${arrow.textContent}@${arrow.style.gridColumn}`,
      );
    // The ones column is the last grid column (3 of prefix + 2 place values).
    expect(arrows()).toEqual(['↑@3']);
    expect(rows()[0]).toHaveAttribute('aria-hidden', 'true');
    // The last row of the grid, after the difference.
    expect(container.querySelector('.mc-grid')?.lastElementChild).toBe(rows()[0]);
    rerender(<GridHarness layout={layoutFor('-', 81, 38)} pointAt={[1, 0]} {...NO_AUTO_FOCUS} />);
    expect(arrows()).toEqual(['↑@2', '↑@3']);
    rerender(<GridHarness layout={layoutFor('-', 81, 38)} pointAt={[]} {...NO_AUTO_FOCUS} />);
    expect(rows()).toHaveLength(0);
  });

  it('passes className, style and ref to the root and keeps its column count', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <GridHarness
        layout={layoutFor('+', 57, 68)}
        label="57 + 68"
        className="my-grid"
        style={{ color: 'rebeccapurple' }}
        ref={ref}
        {...NO_AUTO_FOCUS}
      />,
    );
    const root = screen.getByRole('group', { name: '57 + 68' });
    expect(ref.current).toBe(root);
    expect(root).toHaveClass('mc-grid', 'my-grid');
    expect(root.style.color).toBe('rebeccapurple');
    expect(root.style.getPropertyValue('--mc-columns')).toBe('3');
  });

  it('shows marks as aria-invalid, data-result and a visible ✓/✗ besides colour', () => {
    render(
      <GridHarness
        layout={layoutFor('+', 57, 68)}
        {...NO_AUTO_FOCUS}
        initialAnswers={{ 'sum-0': 5, 'sum-1': 3 }}
        marks={{ 'sum-0': true, 'sum-1': false, 'sum-2': true, 'carry-1': null }}
      />,
    );
    const wrong = box('Sum, tens column');
    expect(wrong).toHaveAttribute('aria-invalid', 'true');
    expect(wrong).toHaveAttribute('data-result', 'wrong');
    expect(wrong).toHaveAccessibleDescription('wrong');
    expect(wrong.parentElement).toHaveTextContent('✗');
    const right = box('Sum, ones column');
    expect(right).not.toHaveAttribute('aria-invalid');
    expect(right).toHaveAttribute('data-result', 'correct');
    expect(right.parentElement).toHaveTextContent('✓');
    expect(box('Carry into the tens column')).not.toHaveAttribute('data-result');
    const blankButAccepted = box('Sum, hundreds column');
    expect(blankButAccepted.parentElement).not.toHaveTextContent('✓');
    expect(blankButAccepted).not.toHaveAttribute('aria-describedby');
  });
});

describe('DigitGrid keyboard model', () => {
  it('auto-focuses the first box, accepts one digit and advances along `next`', async () => {
    const user = await renderAddition();
    await user.keyboard('5');
    expect(box('Sum, ones column')).toHaveValue('5');
    expect(box('Sum, ones column')).toHaveAttribute('data-state', 'filled');
    expect(box('Sum, tens column')).toHaveFocus();
  });

  it('ignores letters and signs', async () => {
    const user = await renderAddition();
    await user.keyboard('a-.e+');
    expect(box('Sum, ones column')).toHaveValue('');
    expect(box('Sum, ones column')).toHaveFocus();
  });

  it('replaces the digit of a filled box', async () => {
    const user = await renderAddition();
    await user.keyboard('5');
    await user.click(box('Sum, ones column'));
    await user.keyboard('7');
    expect(box('Sum, ones column')).toHaveValue('7');
  });

  it('moves to the next column after a carry', async () => {
    const user = await renderAddition();
    await user.click(box('Carry into the tens column'));
    await user.keyboard('1');
    expect(box('Carry into the tens column')).toHaveValue('1');
    expect(box('Sum, tens column')).toHaveFocus();
  });

  it('Backspace clears a filled box and stays; on an empty box it goes back and clears', async () => {
    const user = await renderAddition();
    await user.keyboard('52');
    expect(box('Sum, hundreds column')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box('Sum, tens column')).toHaveFocus();
    expect(box('Sum, tens column')).toHaveValue('');
    expect(box('Sum, ones column')).toHaveValue('5');
    await user.keyboard('9{ArrowLeft}{ArrowRight}');
    expect(box('Sum, tens column')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box('Sum, tens column')).toHaveValue('');
    expect(box('Sum, tens column')).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(box('Sum, ones column')).toHaveFocus();
    expect(box('Sum, ones column')).toHaveValue('');
  });

  it('Backspace in the first box or a box nothing advances to stays put', async () => {
    const user = await renderAddition();
    await user.keyboard('{Backspace}');
    expect(box('Sum, ones column')).toHaveFocus();
    await user.click(box('Carry into the hundreds column'));
    await user.keyboard('{Backspace}');
    expect(box('Carry into the hundreds column')).toHaveFocus();
  });

  it('Delete clears without moving', async () => {
    const user = await renderAddition();
    await user.keyboard('5{ArrowRight}{Delete}');
    expect(box('Sum, ones column')).toHaveValue('');
    expect(box('Sum, ones column')).toHaveFocus();
  });

  it('ArrowLeft/ArrowRight move within the row, left to the higher place value', async () => {
    const user = await renderAddition();
    await user.keyboard('{ArrowLeft}');
    expect(box('Sum, tens column')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box('Sum, hundreds column')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(box('Sum, ones column')).toHaveFocus();
  });

  it('ArrowUp/ArrowDown move to the nearest box in the same column, skipping text rows', async () => {
    const user = await renderAddition();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(box('Carry into the tens column')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(box('Carry into the tens column')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(box('Sum, tens column')).toHaveFocus();
  });

  it('ArrowUp with no box in the column goes to the closest column of the row above', async () => {
    const user = await renderAddition();
    await user.keyboard('{ArrowUp}');
    expect(box('Carry into the tens column')).toHaveFocus();
  });

  it('Tab and Shift+Tab follow the natural order', async () => {
    const user = await renderAddition();
    await user.tab({ shift: true });
    expect(box('Sum, tens column')).toHaveFocus();
    await user.tab();
    expect(box('Sum, ones column')).toHaveFocus();
  });

  it('Tab into a fresh grid lands where the work starts, not in the carry row above it', async () => {
    const user = await renderAddition(NO_AUTO_FOCUS);
    await user.tab();
    expect(box('Sum, ones column')).toHaveFocus();
    // Once the child is in, Tab follows the page again, through every box.
    await user.tab({ shift: true });
    expect(box('Sum, tens column')).toHaveFocus();
    // A tap reaches any box at once, the carry included.
    await user.click(box('Carry into the tens column'));
    expect(box('Carry into the tens column')).toHaveFocus();
  });

  it('Tab from outside comes back to the box the child was in, never to the carry row', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <GridHarness layout={layoutFor('+', 57, 68)} label="57 + 68" {...NO_AUTO_FOCUS} />
        <button type="button">After</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(box('Sum, ones column')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box('Sum, tens column')).toHaveFocus();
    // Out before the grid, and back in: at the tens, where the child was, not the first carry.
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(box('Sum, tens column')).toHaveFocus();
    // Inside, Tab follows the page: on to the ones, out to the button after the grid; back in
    // at the tens, where the child was, not the ones Tab passed on the way out.
    await user.tab();
    expect(box('Sum, ones column')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(box('Sum, tens column')).toHaveFocus();
  });

  it('Shift+Tab out past the carry row, then Tab back: the box the child was in', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <GridHarness layout={layoutFor('+', 57, 68)} label="57 + 68" {...NO_AUTO_FOCUS} />
      </>,
    );
    await user.click(box('Sum, tens column'));
    const before = screen.getByRole('button', { name: 'Before' });
    const passed: string[] = [];
    while (!before.matches(':focus') && passed.length < 10) {
      await user.tab({ shift: true });
      passed.push(document.activeElement?.getAttribute('aria-label') ?? '');
    }
    expect(passed).toContain('Carry into the tens column');
    expect(before).toHaveFocus();
    await user.tab();
    expect(box('Sum, tens column')).toHaveFocus();
  });

  it('focusing a box reports it, and whether ArrowUp/ArrowDown brought focus there', async () => {
    const onFocusBox = vi.fn();
    const user = await renderAddition({ onFocusBox });
    expect(onFocusBox).toHaveBeenLastCalledWith('sum-0', { passing: false });
    await user.keyboard('{ArrowUp}');
    expect(onFocusBox).toHaveBeenLastCalledWith('carry-1', { passing: true });
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(onFocusBox).toHaveBeenLastCalledWith('sum-2', { passing: false });
  });

  it('pasting digits fills consecutive boxes along the next chain and ignores the rest', async () => {
    const user = await renderAddition();
    await user.paste('1 2-5');
    expect(box('Sum, ones column')).toHaveValue('1');
    expect(box('Sum, tens column')).toHaveValue('2');
    expect(box('Sum, hundreds column')).toHaveValue('5');
    expect(box('Sum, hundreds column')).toHaveFocus();
    await user.click(box('Sum, tens column'));
    await user.paste('x');
    expect(box('Sum, tens column')).toHaveValue('2');
  });

  it('a read-only grid navigates but refuses edits', async () => {
    const user = await renderAddition({ readOnly: true, initialAnswers: { 'sum-0': 5 } });
    await user.keyboard('7{Backspace}{ArrowLeft}');
    expect(box('Sum, ones column')).toHaveValue('5');
    expect(box('Sum, tens column')).toHaveFocus();
  });

  it('does not take focus when autoFocus is false', async () => {
    await renderAddition({ autoFocus: false });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(document.body).toHaveFocus();
  });

  it('takes a digit from a touch keyboard input event', async () => {
    const user = await renderAddition();
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(box('Sum, ones column'), { target: { value: '4' } });
    expect(box('Sum, ones column')).toHaveValue('4');
    expect(box('Sum, tens column')).toHaveFocus();
    fireEvent.change(box('Sum, ones column'), { target: { value: '' } });
    expect(box('Sum, ones column')).toHaveValue('');
    await user.keyboard('3');
    expect(box('Sum, tens column')).toHaveValue('3');
  });

  it('takes full-width digits from an East Asian input method as ordinary digits', async () => {
    const user = await renderAddition();
    const { fireEvent } = await import('@testing-library/react');
    // A committed composition reaches the box as an input event.
    fireEvent.change(box('Sum, ones column'), { target: { value: '４' } });
    expect(box('Sum, ones column')).toHaveValue('4');
    expect(box('Sum, tens column')).toHaveFocus();
    await user.keyboard('７');
    expect(box('Sum, tens column')).toHaveValue('7');
    await user.click(box('Sum, ones column'));
    await user.paste('１２');
    expect(box('Sum, ones column')).toHaveValue('1');
    expect(box('Sum, tens column')).toHaveValue('2');
  });

  it('waits while an input method composes a digit, so its confirmation is no second digit', async () => {
    await renderAddition();
    const { fireEvent } = await import('@testing-library/react');
    const ones = box('Sum, ones column');
    ones.focus();
    // '５' typed with a Japanese input method, not confirmed yet: nothing moves.
    fireEvent.compositionStart(ones);
    fireEvent.input(ones, { target: { value: '５' }, isComposing: true });
    expect(ones).toHaveFocus();
    // Confirmed (Enter): the digit is the box's, and the child is on the tens, still empty.
    fireEvent.compositionEnd(ones, { data: '５' });
    expect(ones).toHaveValue('5');
    expect(box('Sum, tens column')).toHaveFocus();
    expect(box('Sum, tens column')).toHaveValue('');
  });
});
