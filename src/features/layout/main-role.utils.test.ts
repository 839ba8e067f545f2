import { describe, expect, it } from 'vitest';
import { mainRole } from './main-role.utils';

describe('mainRole', () => {
  it('prefers elevated roles', () => {
    expect(mainRole(['staff', 'administrator'])).toBe('administrator');
    expect(mainRole(['user', 'developer'])).toBe('developer');
  });
  it('keeps a single role and handles none', () => {
    expect(mainRole(['general-contractor'])).toBe('general-contractor');
    expect(mainRole([])).toBeUndefined();
  });
});
