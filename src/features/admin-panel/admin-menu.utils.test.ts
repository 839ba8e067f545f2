import { describe, expect, it } from 'vitest';
import { routePath } from '../../shared/routes/routes';
import { activeAdminMenuItem, ADMIN_MENU } from './admin-menu.utils';

describe('ADMIN_MENU', () => {
  it('links dashboard, users, security groups, structure editor and server settings, in that order', () => {
    expect(ADMIN_MENU.map((item) => routePath(item.route))).toEqual([
      '/admin-panel/dashboard',
      '/admin-panel/users',
      '/admin-panel/security-groups',
      '/admin-panel/skeleton-editor',
      '/admin-panel/settings',
    ]);
  });
});

describe('activeAdminMenuItem', () => {
  it('marks the entry of a menu route', () => {
    expect(activeAdminMenuItem('admin-panel.settings')?.key).toBe('settings');
    expect(activeAdminMenuItem('admin-panel.security-groups')?.key).toBe('securityGroups');
  });

  it('marks nothing on the routes outside the menu', () => {
    expect(activeAdminMenuItem('admin-panel.documents')).toBeUndefined();
    expect(activeAdminMenuItem('admin-panel.logs')).toBeUndefined();
    expect(activeAdminMenuItem('home.directory')).toBeUndefined();
  });
});
