import { describe, expect, it } from 'vitest';
import { isCurrentLocation } from './use-open-route';

describe('isCurrentLocation', () => {
  const here = { pathname: '/directories/a1', search: '' };
  it('matches the same path, ignoring a trailing slash', () => {
    expect(isCurrentLocation('/directories/a1', here)).toBe(true);
    expect(isCurrentLocation('/directories/a1/', here)).toBe(true);
  });
  it('tells other paths and queries apart', () => {
    expect(isCurrentLocation('/directories/a2', here)).toBe(false);
    expect(isCurrentLocation('/directories/a1?sort=2', here)).toBe(false);
    expect(isCurrentLocation('/directories/a1?sort=2', { ...here, search: '?sort=2' })).toBe(true);
  });
});
