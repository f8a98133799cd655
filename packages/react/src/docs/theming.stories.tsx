import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { problemOf, solvedAnswers } from '../test-utils/story-problems';
import { Worksheet } from '../worksheet/worksheet';
import { ThemeTokenTable } from './theme-token-table';
import { THEME_TOKEN_GROUPS } from './theme-tokens';

/** 47 × 36 with a slip in the product's hundreds digit: one red box once submitted. */
const PROBLEM = problemOf('*', '47', '36');

const meta = {
  title: 'Theming',
  component: Worksheet,
  args: { problem: PROBLEM, autoFocus: false },
} satisfies Meta<typeof Worksheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the stylesheet declares its defaults: on the root, at no specificity. */
const ROOT = ':where(:root)';

/** Top-level rules of the document's stylesheets with exactly this selector. */
function rulesFor(selector: string): CSSStyleRule[] {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .filter((rule) => rule.selectorText === selector);
}

/**
 * A CSS value as a minifier may write it, for comparing: lower case, single spaces, `#fff` for
 * `#ffffff`, `.12s` for `120ms`, `.5` for `0.5` (the built catalogue's stylesheet is minified).
 */
const canonical = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3\b/g, '#$1$2$3')
    .replace(/(\d*\.?\d+)ms\b/g, (_, ms: string) => `${Number(ms) / 1000}s`)
    .replace(/(^|[\s(,])0\./g, '$1.');

/**
 * The custom properties with their defaults. The test reads the stylesheet: each default is
 * what `:root` (or the component's own rule) declares, and every `--mc-*` declared on `:root`
 * is in the table.
 */
export const Tokens: Story = {
  render: () => <ThemeTokenTable />,
  // A table, not a worksheet: no worksheet props to control here.
  parameters: { controls: { disable: true } },
  play: async ({ canvasElement }) => {
    const listed = THEME_TOKEN_GROUPS.flatMap((group) => group.tokens);
    for (const token of listed) {
      const declared = rulesFor(token.scope ?? ROOT).map((rule) =>
        canonical(rule.style.getPropertyValue(token.name)),
      );
      await expect(declared, token.name).toContain(canonical(token.value));
    }
    const page = getComputedStyle(document.documentElement);
    await expect(page.getPropertyValue('--mc-box-size').trim()).toBe('40px');
    const onRoot = rulesFor(ROOT).flatMap((rule) =>
      Array.from(rule.style).filter((name) => name.startsWith('--mc-')),
    );
    await expect(onRoot.length).toBeGreaterThan(0);
    await expect(listed.map((token) => token.name)).toEqual(expect.arrayContaining(onRoot));
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(
      THEME_TOKEN_GROUPS.length,
    );
  },
};

/** Custom properties of the re-themed story: bigger boxes, a purple and amber palette. */
const THEME = {
  '--mc-box-size': '56px',
  '--mc-box-gap': '12px',
  '--mc-row-gap': '12px',
  '--mc-digit-font-size': '2rem',
  '--mc-radius': '14px',
  '--mc-font-family': 'Georgia, serif',
  '--mc-color-box-border': '#5b3f8c',
  '--mc-color-focus': '#5b3f8c',
  '--mc-focus-width': '4px',
  '--mc-color-correct': '#0f6e5c',
  '--mc-color-correct-bg': '#e3f4ef',
  '--mc-color-wrong': '#8a3b00',
  '--mc-color-wrong-bg': '#fff1e0',
  '--mc-marked-border-width': '4px',
  '--mc-color-button-bg': '#5b3f8c',
} as CSSProperties;

/**
 * Re-themed through custom properties on the `style` prop (an ancestor or `:root` works the
 * same): 56 px boxes, wider gaps, a serif font, a purple and amber palette, a thicker focus
 * ring. The wrong box is still thicker-bordered and badged ✗, so it reads without colour.
 */
export const ReThemed: Story = {
  name: 'Re-themed',
  args: { defaultAnswers: solvedAnswers(PROBLEM, { slips: [8] }), style: THEME },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = (name: string) => canvas.getByRole('textbox', { name });
    await expect(box('Product, ones column').getBoundingClientRect().width).toBe(56);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Answers' }));
    const wrong = box('Product, hundreds column');
    await waitFor(() => expect(getComputedStyle(wrong).borderTopColor).toBe('rgb(138, 59, 0)'));
    await expect(getComputedStyle(wrong).borderTopWidth).toBe('4px');
    await expect(canvas.getByText('✗')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Fix the red boxes and try again.');
  },
};

/**
 * The same theme set once on an ancestor (here a wrapper `<div>`; `:root` in an app): every
 * worksheet inside picks it up.
 */
export const ThemedAncestor: Story = {
  name: 'Themed on an ancestor',
  render: (args) => (
    <div style={THEME}>
      <Worksheet {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Product, ones column' });
    await expect(box.getBoundingClientRect().width).toBe(56);
  },
};

/**
 * An app's own `:root` rule wins even when it comes before the package stylesheet: the defaults
 * are declared on `:where(:root)`, which weighs nothing. (Kept off the docs page: it themes the
 * whole document while it runs.)
 */
export const ThemedOnRootFirst: Story = {
  name: 'Themed on :root, before the stylesheet',
  tags: ['!autodocs'],
  beforeEach: () => {
    const style = document.createElement('style');
    style.textContent = ':root { --mc-box-size: 52px; --mc-color-box-bg: rgb(255, 248, 225); }';
    document.head.prepend(style);
    return () => style.remove();
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Product, ones column' });
    await expect(box.getBoundingClientRect().width).toBe(52);
    await expect(getComputedStyle(box).backgroundColor).toBe('rgb(255, 248, 225)');
  },
};
