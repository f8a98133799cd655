/**
 * For `react-browser` tests (real Chromium layout): a component rendered into the page with the
 * package's stylesheet, unmounted and removed after each test.
 */
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach } from 'vitest';
import styles from '../styles.css?inline';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup = () => {};
afterEach(() => cleanup());

/**
 * Renders `element` into a new `<div>` in the page, with the package's stylesheet, and returns
 * the `<div>`. `style` sizes the container (e.g. `{ width: '288px' }`, a 320 px phone's room).
 */
export async function showInPage(
  element: ReactElement,
  style: Partial<CSSStyleDeclaration> = {},
): Promise<HTMLElement> {
  const container = document.createElement('div');
  Object.assign(container.style, style);
  const sheet = document.createElement('style');
  sheet.textContent = styles;
  document.head.append(sheet);
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
    sheet.remove();
  };
  return container;
}
