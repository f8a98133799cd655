import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * The narrow-viewport stories' setting: Storybook's "Phone 320 × 568" viewport and a 320 px
 * column (`data-testid="phone"`, outlined) around the story. Spread it into a story.
 */
export const PHONE_320 = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ maxWidth: 320, outline: '1px dashed #6e7781' }}>
        <Story />
      </div>
    ),
  ] satisfies Decorator[],
};

/** Expects neither the 320 px column nor the page to scroll sideways. */
export async function expectNoSidewaysScroll(phone: HTMLElement): Promise<void> {
  await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}
