import { act, renderHook } from '@testing-library/react';
import { createWorksheet, type RawProblem } from '@mathcols/engine';
import { describe, expect, it } from 'vitest';
import { useWorksheet } from './use-worksheet';

const add = (a: string, b: string): RawProblem => ({ number_0: a, number_1: b, operator: '+' });

describe('useWorksheet', () => {
  it('keeps one store per problem across re-renders and re-renders on store changes', () => {
    const { result, rerender } = renderHook(({ problem }) => useWorksheet(problem), {
      initialProps: { problem: add('57', '68') },
    });
    const first = result.current.store;
    expect(first).not.toBeNull();
    rerender({ problem: add('57', '68') });
    expect(result.current.store).toBe(first);
    act(() => first?.enterDigit('sum-0', 5));
    expect(result.current.state?.answers['sum-0']).toBe(5);
  });

  it('makes a fresh store when the problem changes', () => {
    const { result, rerender } = renderHook(({ problem }) => useWorksheet(problem), {
      initialProps: { problem: add('57', '68') },
    });
    act(() => result.current.store?.enterDigit('sum-0', 5));
    rerender({ problem: add('12', '30') });
    expect(result.current.state?.answers).toEqual({});
    expect(result.current.state?.layout.columns).toBe(3);
  });

  it('returns the OperandError instead of throwing for operands the engine rejects', () => {
    const { result } = renderHook(() =>
      useWorksheet({ number_0: '4', number_1: '0', operator: '/' }),
    );
    expect(result.current.store).toBeNull();
    expect(result.current.error?.rule).toBe('divisor-zero');
  });

  it('reads a store the caller made (controlled mode)', () => {
    const store = createWorksheet(add('2', '3'));
    store.enterDigit('sum-0', 5);
    const { result } = renderHook(() => useWorksheet(add('9', '9'), { store }));
    expect(result.current.store).toBe(store);
    expect(result.current.state?.canSubmit).toBe(true);
  });
});
