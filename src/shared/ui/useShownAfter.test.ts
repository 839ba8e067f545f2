// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShownAfter } from './useShownAfter';

describe('useShownAfter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns true only once the flag has stayed on for the delay, and false at once when it goes off', () => {
    const { result, rerender } = renderHook(({ on }) => useShownAfter(on, 150), { initialProps: { on: false } });
    expect(result.current).toBe(false);
    rerender({ on: true });
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
  });

  it('never turns true for a flag that goes off before the delay, nor carries the wait over to the next time', () => {
    const { result, rerender } = renderHook(({ on }) => useShownAfter(on, 150), { initialProps: { on: true } });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    rerender({ on: false });
    rerender({ on: true });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(result.current).toBe(true);
  });
});
