import { describe, expect, it } from 'vitest';
import type { Role } from '../../../codegen/model/role';
import { canCreateRootDirectories, canShareAndDownload, canUseAdminPanel } from './roles.utils';

describe('canShareAndDownload', () => {
  it.each<Role>(['staff', 'administrator', 'developer'])('allows %s', (role) => {
    expect(canShareAndDownload({ roles: [role] })).toBe(true);
  });

  it.each<Role>(['user', 'external-user', 'general-contractor'])('refuses %s alone', (role) => {
    expect(canShareAndDownload({ roles: [role] })).toBe(false);
  });

  it('allows an ordinary user who also holds an allowed role', () => {
    expect(canShareAndDownload({ roles: ['user', 'staff'] })).toBe(true);
  });

  it('refuses an account without roles', () => {
    expect(canShareAndDownload({ roles: [] })).toBe(false);
  });

  it('accepts the upper-case spelling of the specification', () => {
    expect(canShareAndDownload({ roles: ['STAFF' as Role] })).toBe(true);
  });
});

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

describe('canUseAdminPanel', () => {
  it.each<Role>(['administrator', 'developer'])('allows %s', (role) => {
    expect(canUseAdminPanel({ roles: ['user', role] })).toBe(true);
  });

  it.each<Role>(['user', 'staff', 'external-user', 'general-contractor'])('refuses %s', (role) => {
    expect(canUseAdminPanel({ roles: [role] })).toBe(false);
  });

  it('compares without case and refuses an account without roles', () => {
    expect(canUseAdminPanel({ roles: ['ADMINISTRATOR' as Role] })).toBe(true);
    expect(canUseAdminPanel({ roles: ['Developer' as Role] })).toBe(true);
    expect(canUseAdminPanel({ roles: [] })).toBe(false);
  });
});
