// Types of the jest-dom matchers that test-setup/dom.ts installs, for this package's own typecheck.
/// <reference types="@testing-library/jest-dom/vitest" />
