import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery, usePhoneWidth } from './use-media-query';

/** A window whose width the test sets: `(max-width: …rem)` queries answer from it. */
function fakeScreen(widthPx: number) {
  let width = widthPx;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const maxRem = Number(/max-width: ([\d.]+)rem/.exec(query)?.[1] ?? Infinity);
      return {
        get matches() {
          return width <= maxRem * 16;
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      };
    }),
  );
  return {
    resize(next: number) {
      width = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    listeners,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('answers the query and follows the screen when it changes', () => {
    const screen = fakeScreen(1024);
    const { result, unmount } = renderHook(() => usePhoneWidth());
    expect(result.current).toBe(false);
    screen.resize(390);
    expect(result.current).toBe(true);
    screen.resize(768);
    expect(result.current).toBe(false);
    unmount();
    expect(screen.listeners.size).toBe(0);
  });

  it('is false where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQuery('(max-width: 30rem)'));
    expect(result.current).toBe(false);
  });
});
