import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MathcolsWorksheetElement, WORKSHEET_ELEMENT_TAG } from './element';
import { shadowCss } from './shadow-styles';

/** A `<mathcols-worksheet>` with the given attributes, added to the page. */
function mount(attributes: Record<string, string>): MathcolsWorksheetElement {
  const element = document.createElement(WORKSHEET_ELEMENT_TAG);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Testing Library queries inside the element's shadow root. */
const inside = (element: MathcolsWorksheetElement) =>
  within(element.shadowRoot as unknown as HTMLElement);

/** The events the element sent: type and detail, in order. */
function listen(element: MathcolsWorksheetElement) {
  const heard: { type: string; detail: unknown; bubbles: boolean; composed: boolean }[] = [];
  for (const type of ['mathcols-submit', 'mathcols-complete'] as const) {
    document.addEventListener(type, (event) => {
      if (event.target === element) {
        const { detail, bubbles, composed } = event;
        heard.push({ type, detail, bubbles, composed });
      }
    });
  }
  return heard;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('<mathcols-worksheet>', () => {
  it('is defined once, however often the entry is imported', async () => {
    expect(customElements.get(WORKSHEET_ELEMENT_TAG)).toBe(MathcolsWorksheetElement);
    vi.resetModules();
    const again = await import('./element');
    expect(again.MathcolsWorksheetElement).not.toBe(MathcolsWorksheetElement);
    expect(customElements.get(WORKSHEET_ELEMENT_TAG)).toBe(MathcolsWorksheetElement);
  });

  it('shows the problem its attributes name, styled in its own shadow root', async () => {
    const element = mount({ operator: '+', first: '57', second: '68' });
    const region = await inside(element).findByRole('region', { name: 'Worksheet 57 + 68' });
    expect(within(region).getByRole('textbox', { name: 'Sum, ones column' })).toBeVisible();
    expect(document.querySelector('.mc-worksheet')).toBeNull();
    // jsdom has no constructable stylesheets: the element falls back to a <style> of its own.
    const style = element.shadowRoot?.querySelector('style');
    expect(style?.textContent).toContain(':host { display: block; }');
  });

  it("moves the stylesheet's custom-property defaults from :root to :host", () => {
    const css = shadowCss(readFileSync(join(import.meta.dirname, '../styles.css'), 'utf8'));
    // `:root` matches nothing in a shadow tree; on `:host` the defaults reach the worksheet.
    expect(css).toMatch(/:host\s*{[^}]*--mc-box-size:\s*40px/);
    expect(css).not.toMatch(/:root\)?\s*{/);
  });

  it('starts a fresh worksheet when an attribute or property changes', async () => {
    const element = mount({ operator: '+', first: '57', second: '68' });
    await inside(element).findByRole('region', { name: 'Worksheet 57 + 68' });
    element.setAttribute('second', '9');
    await inside(element).findByRole('region', { name: 'Worksheet 57 + 9' });
    Object.assign(element, { operator: '-', first: '503', second: '127' });
    expect(element.getAttribute('operator')).toBe('-');
    const region = await inside(element).findByRole('region', { name: 'Worksheet 503 − 127' });
    expect(within(region).getByRole('textbox', { name: 'Difference, ones column' })).toBeVisible();
  });

  it('takes properties set before it was defined, numbers too', async () => {
    // Made in a template (no custom elements there): not upgraded until it joins the page.
    const template = document.createElement('template');
    template.innerHTML = `<${WORKSHEET_ELEMENT_TAG}></${WORKSHEET_ELEMENT_TAG}>`;
    const early = template.content.firstElementChild as HTMLElement;
    Object.assign(early, { operator: '+', first: 57, second: 68 });
    document.body.append(early);
    const element = early as MathcolsWorksheetElement;
    expect(element).toBeInstanceOf(MathcolsWorksheetElement);
    await inside(element).findByRole('region', { name: 'Worksheet 57 + 68' });
  });

  it("shows the engine's message for operands it rejects", async () => {
    const element = mount({ operator: '/', first: '57', second: '0' });
    expect(await inside(element).findByRole('alert')).toHaveTextContent(
      "Can't show the problem 57 ÷ 0.",
    );
  });

  it('without an operator says which sign is missing, and reads its problem as written', async () => {
    const element = mount({ first: '12', second: '3' });
    expect(await inside(element).findByRole('alert')).toHaveTextContent(
      "Can't show the problem 12 ? 3.",
    );
    expect(element.problem).toEqual({ number_0: '12', number_1: '3', operator: '' });
  });

  it('sends mathcols-submit after each submission and mathcols-complete when correct', async () => {
    const element = mount({ operator: '+', first: '12', second: '34' });
    const heard = listen(element);
    const user = userEvent.setup();
    const ones = await inside(element).findByRole('textbox', { name: 'Sum, ones column' });

    await user.click(ones);
    await user.keyboard('54{Enter}');
    await inside(element).findByText('Fix the red boxes and try again.');
    expect(heard).toEqual([
      {
        type: 'mathcols-submit',
        bubbles: true,
        composed: true,
        detail: expect.objectContaining({ complete: false, wrongCount: 1, attempts: 1 }),
      },
    ]);

    await user.click(inside(element).getByRole('button', { name: 'Try Again' }));
    await user.click(ones);
    await user.keyboard('6{Enter}');
    await inside(element).findByText('Correct! 🎉');
    expect(heard.map((event) => event.type)).toEqual([
      'mathcols-submit',
      'mathcols-submit',
      'mathcols-complete',
    ]);
    expect(heard[2]?.detail).toEqual(heard[1]?.detail);
    expect(heard[2]?.detail).toMatchObject({ complete: true, wrongCount: 0, attempts: 2 });
  });

  it('shows the hint a mathcols-submit listener sets, with the result; a new problem drops it', async () => {
    const element = mount({ operator: '+', first: '12', second: '34' });
    element.addEventListener('mathcols-submit', (event) => {
      const { complete } = (event as CustomEvent<{ complete: boolean }>).detail;
      element.hint = complete ? null : { text: 'Add the ones again.', columns: [0] };
    });
    const user = userEvent.setup();
    await user.click(await inside(element).findByRole('textbox', { name: 'Sum, ones column' }));
    await user.keyboard('54{Enter}');
    const status = await inside(element).findByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Fix the red boxes and try again.💡 Hint: Add the ones again. Look at the ones column.',
      ),
    );
    expect(element.hint).toEqual({ text: 'Add the ones again.', columns: [0] });

    // Another problem: the hint was about the old one.
    element.first = '21';
    expect(element.hint).toBeNull();
    await user.click(await inside(element).findByRole('textbox', { name: 'Sum, ones column' }));
    element.hint = { text: 'Set too early.', columns: [0] };
    element.setAttribute('second', '43');
    await user.click(await inside(element).findByRole('textbox', { name: 'Sum, ones column' }));
    expect(inside(element).queryByText(/Set too early/)).toBeNull();
    expect(element.hint).toBeNull();
  });

  it('unmounts the worksheet when removed, and keeps it when only moved', async () => {
    const element = mount({ operator: '+', first: '57', second: '68' });
    await inside(element).findByRole('region', { name: 'Worksheet 57 + 68' });
    const other = document.createElement('section');
    document.body.append(other);
    other.append(element);
    await Promise.resolve();
    expect(inside(element).getByRole('region', { name: 'Worksheet 57 + 68' })).toBeVisible();

    element.remove();
    await waitFor(() => expect(inside(element).queryByRole('region')).toBeNull());
  });
});
