import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/sign-in';

const PARENT_ID = 'a1000000-0000-4000-8000-000000000003';
const DIRECTORY_ID = 'a1000000-0000-4000-8000-000000000004';

test.describe('the directory panels against the mock', () => {
  test('shows the properties of «АР», then its notification subscriptions', async ({ page }) => {
    await signIn(page, 'admin', `directories/${PARENT_ID}/directories/${DIRECTORY_ID}`);
    await page.waitForURL(new RegExp(`/0/directories/${PARENT_ID}/directories/${DIRECTORY_ID}$`));

    // The mock answers the examples that name the request's ids: «АР» and the totals of its subtree.
    const table = page.getByRole('table', { name: 'Свойства' });
    // The explorer shows the parent «Рабочая документация»; the panel beside it shows «АР».
    await expect(page.getByRole('heading', { level: 1, name: 'Рабочая документация' })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Панель' });
    await expect(panel.getByRole('heading', { name: 'АР — Архитектурные решения' })).toBeVisible();
    const value = (label: string) => table.getByRole('row').filter({ hasText: label }).getByRole('cell');
    await expect(value('Название')).toHaveText('АР — Архитектурные решения');
    await expect(value('Размер')).toHaveText('361 МБ');
    // Desktop width (1440 px): the full view with the totals.
    await expect(value('Всего каталогов')).toHaveText('3');
    await expect(value('Всего документов')).toHaveText('4');
    await expect(value('Создан')).toHaveText('12 сентября 2026 г. в 13:20');
    await expect(value('Изменён')).toHaveText('21 ноября 2026 г. в 19:02');

    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/directory-panels.png', animations: 'disabled' });

    await page.getByRole('navigation', { name: 'Разделы каталога' }).getByRole('link', { name: 'Уведомления' }).click();
    await page.waitForURL(/\/notifications$/);
    const types = page.getByRole('group', { name: 'Типы событий' });
    await expect(types.getByRole('checkbox', { name: 'Загрузка документа', exact: true })).toBeChecked();
    await expect(types.getByRole('checkbox', { name: 'Создание каталога', exact: true })).not.toBeChecked();

    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: 'test-results/screenshots/directory-panels-notifications.png',
      animations: 'disabled',
    });
  });
});
