import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { expect, test, type Page } from './support/test';

/** Signs in as the administrator and opens «Общие ссылки» from the profile menu. */
async function openSharedLinks(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Иванов Сергей Петрович' }).click();
  await page.getByRole('menuitem', { name: 'Общие ссылки' }).click();
  await page.waitForURL(/\/0\/shared-links$/);
  await expect(page.getByRole('heading', { name: 'Общие ссылки' })).toBeVisible();
}

test.describe('shared links against the mock', () => {
  test('lists the working links with their authors and revokes one after confirmation', async ({ page }) => {
    await openSharedLinks(page);
    const table = page.getByRole('table', { name: 'Общие ссылки' });
    await expect(table.getByRole('cell', { name: 'Комплект АР на 22.11.2026', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'бессрочно' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Автор' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Отозвать ссылку «АР-02 Фасады.pdf»' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отзыв ссылки' });
    await expect(dialog.getByText('АР-02 Фасады.pdf')).toBeVisible();
    const revoked = page.waitForRequest(
      (request) => request.method() === 'DELETE' && /\/v1\/shared-links\/[0-9a-f-]{36}$/.test(request.url()),
    );
    await dialog.getByRole('button', { name: 'Отозвать' }).click();
    await revoked;
    await expect(page.getByText('Ссылка «АР-02 Фасады.pdf» отозвана.')).toBeVisible();
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openSharedLinks(page);
    await expect(page.getByRole('button', { name: 'Отозвать ссылку «АР-02 Фасады.pdf»' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/shared-links-375.png', fullPage: true });
  });
});
