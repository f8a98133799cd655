import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-error';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost:3000/assets/faq-page-1a2b.js',
    'error loading dynamically imported module: http://localhost:3000/assets/faq-page-1a2b.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/faq-page-1a2b.css',
  ])('recognises a download failure: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('treats other errors and thrown non-errors as bugs, not downloads', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
