import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/sign-in';

const DIRECTORY_ID = 'a1000000-0000-4000-8000-000000000004';
const DOCUMENT_ID = 'b2000000-0000-4000-8000-000000000001';
const VERSIONS = `directories/${DIRECTORY_ID}/documents/${DOCUMENT_ID}/versions`;

test.describe('the versions screen against the mock', () => {
  test('lists the versions of «АР-01 План 1 этажа.pdf» and reports an unknown version', async ({ page }) => {
    await signIn(page, 'admin', VERSIONS);
    await page.waitForURL(new RegExp(`/0/${VERSIONS}$`));

    // The mock's example: head index 2, active 1, inactive 0 — shown as versions 3, 2 and 1, newest first.
    const list = page.getByRole('list', { name: 'Версии' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Версия 3');
    await expect(items.nth(1)).toContainText('Версия 2');
    await expect(items.nth(2)).toContainText('Версия 1');
    await expect(items.nth(0)).toContainText('Текущая');
    await expect(items.nth(0)).toContainText('АР-01 План 1 этажа.pdf');
    await expect(items.nth(2)).toContainText('Неактивна');
    await expect(items.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Загрузить версию' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Назад' })).toHaveAttribute(
      'href',
      `/0/directories/${DIRECTORY_ID}/documents/${DOCUMENT_ID}`,
    );

    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/versions.png', animations: 'disabled' });

    await page.goto(`${VERSIONS}/5`);
    await expect(page.getByText('Версия документа не найдена или была удалена.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Версии' }).getByRole('listitem')).toHaveCount(3);
  });
});
