import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Each test opens a new tab: what a page kept in the tab (drafts, progress) starts empty.
  sessionStorage.clear();
});
