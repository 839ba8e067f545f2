import { expect, test, type Page } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/sign-in';

/** Signs in and opens the trash bin through the header menu. */
async function openTrash(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await page.getByRole('banner').getByRole('link', { name: 'Корзина' }).click();
  await page.waitForURL(/\/0\/deleted$/);
}

function isTrashList(method: string, url: string): boolean {
  return method === 'POST' && new URL(url).pathname.endsWith('/v1/deleted');
}

/** Element n of a generated trash bin, in the contract's shape. */
function generatedElement(n: number) {
  const suffix = String(n).padStart(12, '0');
  return {
    id: `ab000000-0000-4000-8000-${suffix}`,
    elementType: 'Document',
    element: { id: `b2000000-0000-4000-8000-${suffix}`, name: `Лист ${String(n)}.pdf` },
    originalLocation: 'ЖК «Северный квартал» / Рабочая документация',
    originalDirectoryId: 'a1000000-0000-4000-8000-000000000004',
    deletedAt: '2026-11-21T15:12:00Z',
  };
}

test.describe('the trash bin against the mock', () => {
  test('lists the deleted elements, searches, and passes the accessibility check', async ({ page }) => {
    await openTrash(page);
    const table = page.getByRole('table', { name: 'Удалённые элементы' });
    await expect(table.getByText('Старые ревизии')).toBeVisible();
    await expect(table.getByText('АР-02 Фасады (устар.).pdf')).toBeVisible();
    await expect(page).toHaveTitle('Корзина — СОД');

    const search = page.waitForRequest(
      (request) =>
        isTrashList(request.method(), request.url()) &&
        (request.postDataJSON() as { pattern?: string }).pattern === 'Фасады',
    );
    await page.getByRole('searchbox', { name: 'Поиск по названию' }).fill('Фасады');
    await search;
    // The mock answers with the same page whatever the pattern.
    await expect(table.getByText('АР-02 Фасады (устар.).pdf')).toBeVisible();

    // The whole page: the app frame (header, tree, footer) and the trash screen.
    await expectNoSeriousViolations(page);
  });

  test('pages through a bin of three pages', async ({ page }) => {
    await page.route('**/v1/deleted', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') {
        await route.continue();
        return;
      }
      const { pageNumber } = request.postDataJSON() as { pageNumber: number };
      const first = (pageNumber - 1) * 16 + 1;
      await route.fulfill({
        json: {
          data: {
            deletedElements: Array.from({ length: 16 }, (_, index) => generatedElement(first + index)),
            totalPages: 3,
          },
        },
      });
    });
    await openTrash(page);
    await expect(page.getByText('Лист 1.pdf', { exact: true })).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Страницы корзины' });
    await expect(pages.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');

    const second = page.waitForRequest(
      (request) =>
        isTrashList(request.method(), request.url()) &&
        (request.postDataJSON() as { pageNumber?: number }).pageNumber === 2,
    );
    await pages.getByRole('button', { name: 'Страница 2' }).click();
    await second;
    await expect(page.getByText('Лист 17.pdf', { exact: true })).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('selects two rows with ctrl and shows the selection bar', async ({ page }) => {
    await openTrash(page);
    const table = page.getByRole('table', { name: 'Удалённые элементы' });
    await table.getByText('Старые ревизии').click();
    await table.getByText('АР-02 Фасады (устар.).pdf').click({ modifiers: ['Control'] });
    const bar = page.getByRole('region', { name: 'Выбранные элементы' });
    await expect(bar.getByText('Выбрано: 2')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Восстановить' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Удалить навсегда' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/trash.png', animations: 'disabled' });

    // The keyboard way to a row's menu, and the restore dialog it opens.
    await table.getByRole('button', { name: 'Действия с «Старые ревизии»' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Восстановить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Восстановление из корзины' });
    await expect(dialog.getByRole('button', { name: 'Восстановить в исходный каталог' })).toBeVisible();
    await expect(page.getByRole('menu')).toBeHidden();
    await page.screenshot({ path: 'test-results/screenshots/trash-restore.png', animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Восстановить в другой каталог' }).click();
    const tree = dialog.getByRole('tree', { name: 'Каталог для восстановления' });
    await tree.getByText('ЖК «Северный квартал»').click();
    await expect(dialog.getByRole('button', { name: 'Восстановить сюда' })).toBeEnabled();
    await page.screenshot({ path: 'test-results/screenshots/trash-restore-directory.png', animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Назад' }).click();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
  });
});
