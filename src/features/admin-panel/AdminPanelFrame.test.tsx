// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../codegen/model/role';
import { renderWithSession } from '../../shared/downloads/downloads.test-fixtures';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { stubMatchMedia } from '../../shared/testing/setup-dom';
import { AdminPanelFrame } from './AdminPanelFrame';

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('admin');
});

afterEach(cleanup);

function renderFrame(roles: Role[]) {
  return renderWithSession(
    <AdminPanelFrame route="admin-panel.security-groups">
      <p>Экран группы безопасности</p>
    </AdminPanelFrame>,
    { roles },
  );
}

describe('AdminPanelFrame', () => {
  it('shows the title, the menu and the screen to an administrator', () => {
    renderFrame(['staff', 'administrator']);
    expect(screen.getByRole('heading', { name: 'Админка' })).toBeDefined();
    const menu = screen.getByRole('navigation', { name: 'Разделы админки' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Сводка', '/admin-panel/dashboard'],
      ['Пользователи', '/admin-panel/users'],
      ['Группы безопасности', '/admin-panel/security-groups'],
      ['Редактор структуры', '/admin-panel/skeleton-editor'],
      ['Настройки сервера', '/admin-panel/settings'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Группы безопасности' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Экран группы безопасности')).toBeDefined();
  });

  it('lets a developer in, whatever the case of the role', () => {
    renderFrame(['DEVELOPER' as Role]);
    expect(screen.getByText('Экран группы безопасности')).toBeDefined();
  });

  it.each<Role[]>([['staff'], ['user'], ['general-contractor', 'external-user'], []])(
    'refuses %j with a «no access» message instead of the screen',
    (...roles) => {
      renderFrame(roles);
      expect(screen.getByRole('alert').textContent).toContain('Нет доступа');
      expect(screen.getByText('Админка доступна только администраторам и разработчикам.')).toBeDefined();
      expect(screen.queryByText('Экран группы безопасности')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Разделы админки' })).toBeNull();
    },
  );

  it('folds the menu above the screen on phones', async () => {
    const restore = stubMatchMedia((query) => query.includes('width <'));
    try {
      renderFrame(['administrator']);
      const toggle = screen.getByRole('button', { name: 'Разделы: Группы безопасности' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.getByText('Экран группы безопасности')).toBeDefined();
      await userEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      const menu = await screen.findByRole('navigation', { name: 'Разделы админки' });
      expect(within(menu).getAllByRole('link')).toHaveLength(5);
    } finally {
      restore();
    }
  });
});
