// @vitest-environment jsdom
import { stubMatchMedia } from '../../shared/testing/setup-dom';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Snowfall } from './Snowfall';

const WINTER = new Date(2026, 0, 3, 12);
const SUMMER = new Date(2026, 5, 3, 12);

/** Always the smallest pick: a 15 s delay and 30 flakes. */
const lowest = () => 0;

function renderSnowfall(now: Date) {
  render(
    <MantineProvider env="test">
      <Snowfall now={now} random={lowest} />
    </MantineProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Snowfall', () => {
  it('starts after the random delay with 30 to 50 decorative flakes', () => {
    renderSnowfall(WINTER);
    act(() => {
      vi.advanceTimersByTime(14_999);
    });
    expect(screen.queryByTestId('snowfall')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    const snowfall = screen.getByTestId('snowfall');
    expect(snowfall.getAttribute('aria-hidden')).toBe('true');
    expect(snowfall.children).toHaveLength(30);
    const flake = snowfall.children[0] as HTMLElement;
    expect(flake.style.animationDuration).toBe('8.00s');
  });

  it('stays away outside the winter season', () => {
    renderSnowfall(SUMMER);
    act(() => {
      vi.advanceTimersByTime(20 * 60_000);
    });
    expect(screen.queryByTestId('snowfall')).toBeNull();
  });

  it('stays away when the user switched it off', () => {
    localStorage.setItem('cde.snow', 'false');
    renderSnowfall(WINTER);
    act(() => {
      vi.advanceTimersByTime(20 * 60_000);
    });
    expect(screen.queryByTestId('snowfall')).toBeNull();
  });

  it('stays away when the user prefers reduced motion', () => {
    const restoreMatchMedia = stubMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
    try {
      renderSnowfall(WINTER);
      act(() => {
        vi.advanceTimersByTime(20 * 60_000);
      });
      expect(screen.queryByTestId('snowfall')).toBeNull();
    } finally {
      restoreMatchMedia();
    }
  });
});
