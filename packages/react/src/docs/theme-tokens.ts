/**
 * The theming custom properties of `@mathcols/react/styles.css`: name, default and meaning, as
 * the Storybook "Theming" page lists them. Its "Tokens" story checks this list against the
 * stylesheet both ways (every default is what `:root` declares, every `--mc-*` on `:root` is
 * listed), so the page cannot drift from the CSS.
 */

/** One custom property. */
export interface ThemeToken {
  /** The property name, e.g. `--mc-box-size`. */
  name: `--mc-${string}`;
  /** Its default, as the stylesheet writes it. */
  value: string;
  /** What it changes. */
  meaning: string;
  /**
   * Where the default is declared: `:root` (override anywhere above the component) or the
   * component's own class (override on that element or set it inline).
   * @defaultValue ':root'
   */
  scope?: string;
}

/** A titled group of tokens (a table on the Theming page). */
export interface ThemeTokenGroup {
  title: string;
  tokens: readonly ThemeToken[];
}

export const THEME_TOKEN_GROUPS: readonly ThemeTokenGroup[] = [
  {
    title: 'Sizes',
    tokens: [
      {
        name: '--mc-box-size',
        value: '40px',
        meaning: 'Answer box width and height; column width (spec §9).',
      },
      { name: '--mc-box-gap', value: '8px', meaning: 'Gap between columns (spec §9).' },
      { name: '--mc-row-gap', value: '8px', meaning: 'Gap between rows.' },
      {
        name: '--mc-grid-padding',
        value: '8px',
        meaning:
          'Room around the grid for the ✓ / ✗ badges and the focus ring (the grid scrolls sideways inside it when too wide).',
      },
      {
        name: '--mc-carry-box-size',
        value: '28px',
        meaning: 'Carry and borrow boxes (notes, smaller).',
      },
      {
        name: '--mc-digit-font-size',
        value: '1.5rem',
        meaning: 'Digits in answer boxes and operand rows.',
      },
      { name: '--mc-carry-font-size', value: '1rem', meaning: 'Digits in carry and borrow boxes.' },
      {
        name: '--mc-font-family',
        value: 'inherit',
        meaning: 'Font of the worksheet, status and alert.',
      },
      { name: '--mc-radius', value: '6px', meaning: 'Corner radius of boxes and buttons.' },
      { name: '--mc-border-width', value: '2px', meaning: 'Box border.' },
      {
        name: '--mc-marked-border-width',
        value: '3px',
        meaning: 'Border of a box marked wrong: thicker, so the mark does not rely on colour.',
      },
      {
        name: '--mc-rule-width',
        value: '2px',
        meaning: 'The answer line and the division bracket.',
      },
      {
        name: '--mc-focus-width',
        value: '3px',
        meaning: 'Focus ring width (the :focus-visible outline).',
      },
      { name: '--mc-focus-offset', value: '2px', meaning: 'Gap between a box and its focus ring.' },
      {
        name: '--mc-mark-size',
        value: '18px',
        meaning: 'The ✓ / ✗ badge at a marked box’s corner.',
      },
      { name: '--mc-mark-font-size', value: '12px', meaning: 'The ✓ / ✗ glyph.' },
      {
        name: '--mc-button-min-height',
        value: '44px',
        meaning: 'Submit / Try Again / Next Problem height (touch target).',
      },
    ],
  },
  {
    title: 'Colours',
    tokens: [
      { name: '--mc-color-text', value: '#1f2328', meaning: 'Text and digits.' },
      { name: '--mc-color-muted', value: '#57606a', meaning: 'Secondary text.' },
      { name: '--mc-color-box-bg', value: '#ffffff', meaning: 'Box background.' },
      {
        name: '--mc-color-box-border',
        value: '#6e7781',
        meaning: 'Box border (3:1 against the page).',
      },
      { name: '--mc-color-rule', value: '#1f2328', meaning: 'Answer line and division bracket.' },
      { name: '--mc-color-focus', value: '#0b57d0', meaning: 'Focus ring colour.' },
      {
        name: '--mc-color-correct',
        value: '#1a7f37',
        meaning: 'Right: box border, ✓ badge, ‘Correct! 🎉’.',
      },
      { name: '--mc-color-correct-bg', value: '#e8f5ec', meaning: 'Right: box background.' },
      {
        name: '--mc-color-wrong',
        value: '#c62828',
        meaning: 'Wrong: box border, ✗ badge, the retry message, alerts.',
      },
      {
        name: '--mc-color-wrong-bg',
        value: '#fdecea',
        meaning: 'Wrong: box background, alert background.',
      },
      {
        name: '--mc-color-mark-text',
        value: '#ffffff',
        meaning: 'The ✓ / ✗ glyph on its coloured badge.',
      },
      { name: '--mc-color-button-bg', value: '#0b57d0', meaning: 'Button background.' },
      { name: '--mc-color-button-text', value: '#ffffff', meaning: 'Button text.' },
      {
        name: '--mc-color-hint',
        value: '#8a5300',
        meaning:
          'A hint’s frame and ‘Hint:’, and the grid’s ↑ arrows under its columns (6.3:1 on white).',
      },
      { name: '--mc-color-hint-bg', value: '#fff7e0', meaning: 'A hint’s background.' },
    ],
  },
  {
    title: 'Motion',
    tokens: [
      {
        name: '--mc-transition-duration',
        value: '120ms',
        meaning: 'Box and button colour fades; 0s under prefers-reduced-motion: reduce.',
      },
      {
        name: '--mc-celebrate-duration',
        value: '600ms',
        meaning: 'The one pop of ‘Correct! 🎉’; none under prefers-reduced-motion: reduce.',
      },
      {
        name: '--mc-nudge-duration',
        value: '500ms',
        meaning:
          'One bob of a hint’s ↑ arrows (they bob twice); none under prefers-reduced-motion: reduce.',
      },
    ],
  },
  {
    title: 'Progress: subjects, bands, cards',
    tokens: [
      {
        name: '--mc-subject-addition',
        value: '#1d5fc9',
        meaning: 'Addition (blue, 5.94:1 on white): card stripe, sign, badge, chart line.',
      },
      {
        name: '--mc-subject-subtraction',
        value: '#b4420d',
        meaning: 'Subtraction (orange, 5.64:1).',
      },
      {
        name: '--mc-subject-multiplication',
        value: '#7e3ab8',
        meaning: 'Multiplication (purple, 6.59:1).',
      },
      { name: '--mc-subject-division', value: '#0e7469', meaning: 'Division (teal, 5.64:1).' },
      { name: '--mc-band-excellent', value: '#16703a', meaning: 'Progress bar fill, score ≥ 90.' },
      { name: '--mc-band-good', value: '#0b6e99', meaning: 'Progress bar fill, 80–89.' },
      { name: '--mc-band-fair', value: '#9a6700', meaning: 'Progress bar fill, 70–79.' },
      { name: '--mc-band-low', value: '#c62828', meaning: 'Progress bar fill, under 70.' },
      {
        name: '--mc-progress-track',
        value: '#e6e8eb',
        meaning: 'The unfilled part of the progress bar.',
      },
      {
        name: '--mc-card-border',
        value: '#d0d7de',
        meaning: 'Report card border, chart grid lines.',
      },
      { name: '--mc-card-radius', value: '12px', meaning: 'Report card corner radius.' },
    ],
  },
  {
    title: 'Schedule editor',
    tokens: [
      {
        name: '--mc-schedule-day-size',
        value: '44px',
        meaning:
          'Day toggle height and widest width (touch target); the seven days narrow to fit a small screen.',
        scope: '.mc-schedule',
      },
      {
        name: '--mc-schedule-gap',
        value: '8px',
        meaning: 'Gap between the toggles.',
        scope: '.mc-schedule',
      },
    ],
  },
];
