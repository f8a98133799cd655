import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Run before each test file. The site project shares modules and the window between the files
// of a worker (`isolate: false`, see vitest.config.ts): each file starts as in a new tab.
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.title = '';

// findBy…/waitFor wait up to 3 s, not 1 s: on a busy 2-core CI machine the first render of a
// lazily loaded page (its module transformed on first import) can take over a second. A test
// that passes does not wait longer.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  // Each test opens a new browser: what a page kept in the tab (drafts) or on the device (an
  // assignment's progress, a dismissed explanation) starts empty.
  sessionStorage.clear();
  localStorage.clear();
});
