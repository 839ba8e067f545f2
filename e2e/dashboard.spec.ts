import { expect, test, type Page, type Request } from './support/test';
import { signIn } from './support/sign-in';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

/** The cards of the contract's example of GET /statistics (1–22 November 2026), as the dashboard shows them. */
const EXAMPLE_CARDS: [string, string][] = [
  ['Загружено документов', '148'],
  ['Создано каталогов', '12'],
  ['Активных пользователей', '3'],
  ['Удалено документов', '9'],
  ['Объём документов', '17 ГБ'],
  ['Объём документов в корзине', '700 МБ'],
  ['Скачано документов', '412'],
  ['Согласовано документов', '27'],
];

/** The browser's today in the test's time zone (Europe/Moscow, playwright.config.ts), as the request names days. */
async function browserToday(page: Page): Promise<{ year: number; month: number; day: number }> {
  return page.evaluate(() => {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  });
}

const periodOf = (request: Request) => {
  const url = new URL(request.url());
  return { periodFrom: url.searchParams.get('periodFrom'), periodTo: url.searchParams.get('periodTo') };
};

const isStatistics = (request: Request) => new URL(request.url()).pathname === '/v1/statistics';

/** Signs in as the administrator Иванов and opens the dashboard, answering with the period it asked for. */
async function openDashboard(page: Page) {
  await signIn(page, 'admin');
  const asked = page.waitForRequest(isStatistics);
  await page.goto('admin-panel/dashboard');
  await expect(page.getByRole('heading', { name: 'Сводка' })).toBeVisible();
  return periodOf(await asked);
}

async function cards(page: Page): Promise<[string, string][]> {
  const items = page.getByRole('list', { name: /^Показатели за период/ }).getByRole('listitem');
  await expect(items).toHaveCount(8);
  return items.evaluateAll((elements) =>
    elements.map((element) => {
      const [title, value] = Array.from(element.querySelectorAll('p')).map((paragraph) => paragraph.textContent);
      return [title ?? '', value ?? ''] as [string, string];
    }),
  );
}

test.describe('the admin dashboard against the mock', () => {
  test('shows the eight cards of the contract’s example for the default period, and a quarter on a click', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const period = await openDashboard(page);
    const today = await browserToday(page);
    expect(period).toEqual({
      periodFrom: `${String(today.year)}-${String(today.month)}-1`,
      periodTo: `${String(today.year)}-${String(today.month)}-${String(today.day)}`,
    });
    const pad = (value: number) => String(value).padStart(2, '0');
    await expect(page.getByRole('button', { name: /Период/ })).toContainText(
      `01.${pad(today.month)}.${String(today.year)} – ${pad(today.day)}.${pad(today.month)}.${String(today.year)}`,
    );
    expect(await cards(page)).toEqual(EXAMPLE_CARDS);
    // Each count draws the example's 22 days; the sizes draw nothing.
    await expect(page.getByRole('img', { name: /по дням, 22 дн\./ })).toHaveCount(6);
    await expect(page.getByRole('img', { name: /^Скачано документов по дням/ })).toHaveAttribute(
      'aria-label',
      'Скачано документов по дням, 22 дн.: наибольшее значение 39 (02.11.2026), в среднем 18,7 в день',
    );
    await page.screenshot({ path: 'test-results/screenshots/admin-dashboard.png', animations: 'disabled' });

    const third = page.waitForRequest(isStatistics);
    await page.getByRole('button', { name: '3 квартал' }).click();
    expect(periodOf(await third)).toEqual({
      periodFrom: `${String(today.year)}-7-1`,
      periodTo: `${String(today.year)}-9-30`,
    });
    await expect(page.getByRole('button', { name: '3 квартал' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('list', {
        name: `Показатели за период 01.07.${String(today.year)} – 30.09.${String(today.year)}`,
      }),
    ).toBeVisible();

    await page.getByRole('button', { name: /Период/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/admin-dashboard-picker.png', animations: 'disabled' });
  });

  test('on a phone the cards stack in one column', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openDashboard(page);
    expect(await cards(page)).toEqual(EXAMPLE_CARDS);
    const boxes = await page
      .getByRole('list', { name: /^Показатели за период/ })
      .getByRole('listitem')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().x));
    expect(new Set(boxes).size).toBe(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({
      path: 'test-results/screenshots/admin-dashboard-mobile.png',
      animations: 'disabled',
      fullPage: true,
    });
  });
});
