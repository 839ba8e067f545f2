import { describe, expect, it } from 'vitest';
import type { Role } from '../../../codegen/model/role';
import { canCreateRootDirectories } from './root-creation.utils';

describe('canCreateRootDirectories', () => {
  it('allows administrators and developers', () => {
    expect(canCreateRootDirectories({ roles: ['administrator'] })).toBe(true);
    expect(canCreateRootDirectories({ roles: ['user', 'developer'] })).toBe(true);
    expect(canCreateRootDirectories({ roles: ['ADMINISTRATOR' as Role] })).toBe(true);
  });

  it('refuses the ordinary roles', () => {
    expect(canCreateRootDirectories({ roles: ['user', 'staff', 'external-user', 'general-contractor'] })).toBe(false);
    expect(canCreateRootDirectories({ roles: [] })).toBe(false);
  });
});
