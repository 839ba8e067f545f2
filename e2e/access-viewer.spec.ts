import { expect, test, type Page } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/sign-in';

const PROJECT_ID = 'a1000000-0000-4000-8000-000000000001';

const list = (page: Page) => page.getByRole('listbox', { name: 'Содержимое каталога' });
const option = (page: Page, name: RegExp) => list(page).getByRole('option', { name });

test.describe('the directory access viewer against the mock', () => {
  test('opens from a directory’s menu, shows the governing points, then all of them', async ({ page }) => {
    // The mock signs in as the administrator Иванов, who holds every permission, PermissionControl included.
    await signIn(page, 'admin', `directories/${PROJECT_ID}`);
    await expect(option(page, /^Рабочая документация/)).toBeVisible();

    await option(page, /^Рабочая документация/).click({ button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: 'Настройки доступа' }).click();

    // The mock answers GET /directories/{id}/security-points with the points of «Рабочая документация»: its own
    // «Генподрядчик» (priority 1) and «Проектировщики» inherited from the project (priority 0).
    const dialog = page.getByRole('dialog', { name: 'Настройки доступа: Рабочая документация' });
    await expect(dialog).toBeVisible();
    const points = dialog.getByRole('list', { name: 'Группы безопасности каталога' });
    await expect(points.getByRole('listitem')).toHaveCount(1);
    await expect(points.getByRole('listitem').first()).toContainText('Генподрядчик');
    await expect(points.getByRole('listitem').first()).toContainText('Собственная');
    await expect(dialog.getByRole('button', { name: 'Удалить группу «Генподрядчик»' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Сохранить' })).toBeDisabled();

    await dialog.getByRole('switch', { name: 'Показать все' }).check({ force: true });
    await expect(points.getByRole('listitem')).toHaveCount(2);
    const inherited = points.getByRole('listitem').nth(1);
    await expect(inherited).toContainText('Проектировщики');
    await expect(inherited).toContainText('Наследуется от «ЖК «Северный квартал»»');
    await expect(inherited.getByRole('button')).toHaveCount(0);

    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/access-viewer.png', animations: 'disabled' });

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(dialog).toBeVisible();
    await expect(points.getByRole('listitem')).toHaveCount(2);
    await page.screenshot({ path: 'test-results/screenshots/access-viewer-mobile.png', animations: 'disabled' });
  });
});
