// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScopedState } from './useScopedState';

describe('useScopedState', () => {
  it('keeps its value within a scope and starts from the initial value in another', () => {
    const { result, rerender } = renderHook(({ scope }) => useScopedState(scope, ''), {
      initialProps: { scope: 'a' },
    });
    act(() => {
      result.current[1]('фа');
    });
    act(() => {
      result.current[1]((current) => `${current}с`);
    });
    expect(result.current[0]).toBe('фас');

    rerender({ scope: 'b' });
    expect(result.current[0]).toBe('');
    act(() => {
      result.current[1]((current) => `${current}x`);
    });
    expect(result.current[0]).toBe('x');
  });

  it('shows nothing a setter kept from an earlier scope writes', () => {
    const { result, rerender } = renderHook(({ scope }) => useScopedState<string | null>(scope, null), {
      initialProps: { scope: 'a' },
    });
    const setInA = result.current[1];
    rerender({ scope: 'b' });
    act(() => {
      setInA('late');
    });
    expect(result.current[0]).toBeNull();
  });
});
