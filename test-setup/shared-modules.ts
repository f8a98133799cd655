/**
 * Setup file that `vitest.config.ts` adds to every project whose files share their worker's
 * modules (`isolate: false`, `withSharedModules`), run before each test file: nothing one file
 * spied on, stubbed or froze reaches the next. What a project's own environment keeps (the
 * window's storage, Node's fetch classes) its own setup file puts back.
 */
import { vi } from 'vitest';

vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
