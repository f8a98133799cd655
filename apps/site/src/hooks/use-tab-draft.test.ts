import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forgetTabDrafts, useTabDraft } from './use-tab-draft';

const readText = (value: unknown) => (typeof value === 'string' ? value : null);

describe('useTabDraft', () => {
  it('keeps the draft in the tab as it changes, and gives it back on the next mount', () => {
    const first = renderHook(() => useTabDraft('note', '', readText));
    act(() => first.result.current[1](() => 'Half a sentence'));
    first.unmount();
    const again = renderHook(() => useTabDraft('note', '', readText));
    expect(again.result.current[0]).toBe('Half a sentence');
    act(() => again.result.current[2]());
    expect(again.result.current[0]).toBe('');
    expect(sessionStorage.getItem('mathcols.draft.note')).toBeNull();
  });

  it('starts from the initial value when the stored one is nonsense', () => {
    sessionStorage.setItem('mathcols.draft.note', '{not json');
    expect(renderHook(() => useTabDraft('note', 'empty', readText)).result.current[0]).toBe(
      'empty',
    );
    sessionStorage.setItem('mathcols.draft.note', '42');
    expect(renderHook(() => useTabDraft('note', 'empty', readText)).result.current[0]).toBe(
      'empty',
    );
  });

  it('forgetTabDrafts forgets every draft and nothing else (sign-out)', () => {
    sessionStorage.setItem('mathcols.draft.contact', '"hello"');
    sessionStorage.setItem('mathcols.assignment-progress.addition', '{}');
    forgetTabDrafts();
    expect(sessionStorage.getItem('mathcols.draft.contact')).toBeNull();
    expect(sessionStorage.getItem('mathcols.assignment-progress.addition')).toBe('{}');
  });
});
