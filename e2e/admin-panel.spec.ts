import { expect, test, type Page } from './support/test';
import { signIn } from './support/sign-in';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

/** Signs in as the administrator Иванов and opens the admin panel through the profile menu, then security groups. */
async function openSecurityGroups(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Иванов Сергей Петрович' }).click();
  await page.getByRole('menuitem', { name: 'Админка' }).click();
  await page.waitForURL(/\/0\/admin-panel\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Админка' })).toBeVisible();
  // The dashboard opens first (e2e/dashboard.spec.ts tests it).
  await expect(page.getByRole('heading', { name: 'Сводка' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Разделы админки' })
    .getByRole('link', { name: 'Группы безопасности' })
    .click();
  await page.waitForURL(/\/0\/admin-panel\/security-groups$/);
}

test.describe('the admin panel against the mock', () => {
  test('security groups: the table, the search, the create modal with all rights; then the settings', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openSecurityGroups(page);
    const table = page.getByRole('table', { name: 'Группы безопасности' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row').nth(1)).toContainText('Проектировщики');
    await expect(page).toHaveTitle('Группы безопасности — СОД');
    await page.screenshot({ path: 'test-results/screenshots/admin-security-groups.png', animations: 'disabled' });

    const search = page.getByRole('searchbox', { name: 'Поиск по идентификатору и названию' });
    await search.fill('подряд');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('Генподрядчик');
    await search.fill('');
    await expect(table.getByRole('row')).toHaveCount(4);

    await page.getByRole('button', { name: 'Создать группу' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая группа безопасности' });
    await expect(dialog).toBeVisible();
    const allRights = dialog.getByRole('switch', { name: 'Все права' });
    await allRights.check({ force: true });
    await expect(dialog.getByRole('checkbox', { name: 'Чтение (устарело)' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Управление правами доступа' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Добавить всех' }).click();
    await page.screenshot({ path: 'test-results/screenshots/admin-security-group-modal.png', animations: 'disabled' });
    await allRights.uncheck({ force: true });
    await expect(dialog.getByRole('checkbox', { name: 'Создание файлов' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();

    await page
      .getByRole('navigation', { name: 'Разделы админки' })
      .getByRole('link', { name: 'Настройки сервера' })
      .click();
    await page.waitForURL(/\/0\/admin-panel\/settings$/);
    await expect(page.getByRole('button', { name: 'Группы безопасности доменных пользователей' })).toBeVisible();
    // GET /settings of the mock: domain users get «Проектировщики».
    await expect(page.locator('.mantine-Pill-label')).toHaveText(['Проектировщики']);
    await page.screenshot({ path: 'test-results/screenshots/admin-settings.png', animations: 'disabled' });
  });

  test('on a phone the menu folds above the screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin');
    await page.goto('admin-panel/security-groups');
    await expect(page.getByRole('table', { name: 'Группы безопасности' }).getByRole('row')).toHaveCount(4);
    const sections = page.getByRole('button', { name: 'Разделы: Группы безопасности' });
    await expect(sections).toHaveAttribute('aria-expanded', 'false');
    await page.screenshot({
      path: 'test-results/screenshots/admin-security-groups-mobile.png',
      animations: 'disabled',
    });
    await sections.click();
    const menu = page.getByRole('navigation', { name: 'Разделы админки' });
    await expect(menu.getByRole('link')).toHaveCount(5);
    await page.screenshot({
      path: 'test-results/screenshots/admin-menu-mobile.png',
      animations: 'disabled',
    });
    await menu.getByRole('link', { name: 'Настройки сервера' }).click();
    await page.waitForURL(/\/0\/admin-panel\/settings$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('.mantine-Pill-label')).toHaveText(['Проектировщики']);
    await page.screenshot({ path: 'test-results/screenshots/admin-settings-mobile.png', animations: 'disabled' });
  });

  test('an ordinary user is refused the admin routes', async ({ page }) => {
    await signIn(page, 'user');
    await page.goto('admin-panel/security-groups');
    await expect(page.getByRole('alert')).toContainText('Нет доступа');
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test.describe('the users screen against the mock', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)
    test(`the table and the edit modal (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, 'admin');
      await page.goto('admin-panel/users');
      const table = page.getByRole('table', { name: 'Пользователи' });
      // The contract's example: five participants, the invited one Limited.
      await expect(table.getByRole('row')).toHaveCount(6);
      await expect(table.getByRole('row', { name: /i\.volkov@sevkvartal\.ru/ })).toContainText('Ограничен');
      await page.screenshot({ path: `test-results/screenshots/admin-users-${label}.png`, animations: 'disabled' });
      await table.getByRole('button', { name: 'Изменить «Петрова Елена Николаевна»' }).click();
      const modal = page.getByRole('dialog', { name: 'Пользователь: Петрова Елена Николаевна' });
      await expect(modal.getByRole('textbox', { name: 'Организация' })).toHaveValue('ООО «ГеоИзыскания»');
      await page.screenshot({ path: `test-results/screenshots/admin-user-edit-${label}.png`, animations: 'disabled' });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
});
