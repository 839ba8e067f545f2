import { expect, test, type Page } from './support/test';
import { signIn } from './support/sign-in';

const ARCHITECTURE_ID = 'a1000000-0000-4000-8000-000000000004';
const PLAN_ID = 'b2000000-0000-4000-8000-000000000001';
const VIEWPORT_WIDTH = 375;

/** Nothing is wider than the screen: the page never scrolls sideways (the header's right end stays in view). */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(VIEWPORT_WIDTH);
}

/** The profile card at the header's right end is wholly within the screen. */
async function expectProfileInView(page: Page) {
  const profile = page.getByRole('banner').getByRole('button').last();
  // The menu drawer hides the header while it closes, and the header re-renders as the bell arrives:
  // a retrying assertion measures the card once it has settled, where a single boundingBox() may find none.
  await expect(profile).toBeInViewport({ ratio: 1 });
}

test.describe('layouts at 375 px', () => {
  test('the document panel gives the details their width', async ({ page }) => {
    await signIn(page, 'staff', `directories/${ARCHITECTURE_ID}/documents/${PLAN_ID}`);
    const details = page.getByRole('table', { name: 'Сведения о документе' });
    await expect(details).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectProfileInView(page);
    // Every value has room for a name or a date on a line or two, not a column of broken words.
    for (const cell of await details.getByRole('cell').all()) {
      const box = await cell.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(150);
    }
    await page.screenshot({ path: 'test-results/screenshots/mobile-document-panel.png', fullPage: true });
  });

  test('the trash page fits the screen, with its rows, its empty text and the profile card in view', async ({
    page,
  }) => {
    // The mock answers its example whatever the search; a search for «нет такого» finds nothing here.
    await page.route('**/v1/deleted', async (route) => {
      const request = route.request();
      const { pattern } = request.method() === 'POST' ? (request.postDataJSON() as { pattern?: string }) : {};
      if (pattern === 'нет такого') await route.fulfill({ json: { data: { deletedElements: [], totalPages: 0 } } });
      else await route.continue();
    });
    await signIn(page, 'staff');
    await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Корзина' }).click();
    await page.waitForURL(/\/0\/deleted$/);
    const table = page.getByRole('table', { name: 'Удалённые элементы' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectProfileInView(page);
    const firstRow = table.getByRole('row').nth(1);
    const rowBox = await firstRow.boundingBox();
    expect((rowBox?.x ?? 0) + (rowBox?.width ?? 0)).toBeLessThanOrEqual(VIEWPORT_WIDTH);
    await page.screenshot({ path: 'test-results/screenshots/mobile-trash.png', fullPage: true });

    // A search that finds nothing: the empty text is whole on the screen.
    await page.getByRole('searchbox', { name: 'Поиск по названию' }).fill('нет такого');
    await page.keyboard.press('Enter');
    const empty = table.getByText('Ничего не найдено');
    await expect(empty).toBeVisible();
    const emptyBox = await empty.boundingBox();
    expect(emptyBox?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((emptyBox?.x ?? 0) + (emptyBox?.width ?? 0)).toBeLessThanOrEqual(VIEWPORT_WIDTH);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: 'test-results/screenshots/mobile-trash-empty.png', fullPage: true });

    // A tablet's width, where the table keeps its columns and scrolls inside its own box, not the page.
    await page.getByRole('searchbox', { name: 'Поиск по названию' }).fill('');
    await page.keyboard.press('Enter');
    await page.setViewportSize({ width: 640, height: 812 });
    await expect(table.getByRole('columnheader', { name: 'Дата удаления' })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
  });
});
