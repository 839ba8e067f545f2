import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { expect, test, type Page } from './support/test';

const SURVEYS_ID = 'a1000000-0000-4000-8000-000000000006';
const ARCHITECTURE_ID = 'a1000000-0000-4000-8000-000000000004';
const REPORT_ID = 'b2000000-0000-4000-8000-000000000005';
const REPORT = 'Отчёт по инженерно-геологическим изысканиям.zip';
const ARCHIVE = `directories/${SURVEYS_ID}/documents/${REPORT_ID}/versions/0/archive`;
const ARCHIVE_URL = new RegExp(`/0/${ARCHIVE}$`);

const table = (page: Page) => page.getByRole('table', { name: 'Содержимое архива' });
const entry = (page: Page, name: string | RegExp) => table(page).getByRole('row', { name });

/** The page is no wider than the window: nothing pushes it sideways. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('the archive browser against the mock', () => {
  test('browses the survey report’s folders and downloads a file from it', async ({ page }) => {
    // The mock answers the contract's example listing, ArchiveSurveyReport.
    await signIn(page, 'admin', ARCHIVE);
    await page.waitForURL(ARCHIVE_URL);
    await expect(page.getByRole('heading', { level: 1, name: REPORT })).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(4);
    await expect(entry(page, 'Выйти из архива')).toBeVisible();
    await expect(entry(page, 'Папка Приложения')).toBeVisible();
    await expect(entry(page, /Пояснительная записка ИГИ\.pdf/)).toContainText('2,3 МБ');
    // Not full screen: the home tree beside it, a Go back link, no footer.
    await expect(page.getByRole('tree', { name: 'Каталоги' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Меню' }).getByText('Назад')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: '/tmp/archive-desktop.png', animations: 'disabled' });

    await entry(page, 'Папка Приложения').dblclick();
    await page.waitForURL(/\?path=%D0%9F%D1%80%D0%B8%D0%BB%D0%BE%D0%B6%D0%B5%D0%BD%D0%B8%D1%8F$/);
    await expect(page.getByRole('navigation', { name: 'Путь в архиве' })).toContainText('Приложения');
    await expect(table(page).getByRole('row')).toHaveCount(4);
    await expect(entry(page, /Колонка скважины 1\.pdf/)).toBeVisible();
    await expect(entry(page, /Колонка скважины 2\.pdf/)).toBeVisible();
    await page.screenshot({ path: '/tmp/archive-desktop-folder.png', animations: 'disabled' });

    // The browser's back returns to the root, forward to the folder again.
    await page.goBack();
    await expect(entry(page, 'Папка Приложения')).toBeVisible();
    await page.goForward();
    await expect(entry(page, /Колонка скважины 1\.pdf/)).toBeVisible();

    await entry(page, 'На уровень вверх').dblclick();
    await page.waitForURL(ARCHIVE_URL);
    await expect(entry(page, 'Папка Приложения')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать «Пояснительная записка ИГИ.pdf»' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Скачать', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('Пояснительная записка ИГИ.pdf');
  });

  test('opens from the explorer’s «view» for an account without the download role', async ({ page }) => {
    // No listing of the mock holds the survey report, so the architecture directory's gets it added.
    await page.route(`**/v1/directories/${ARCHITECTURE_ID}/fetch`, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { childrenDocuments: Record<string, unknown>[] } };
      const [first] = body.data.childrenDocuments;
      const version = first?.['version'] as { document: Record<string, unknown> } & Record<string, unknown>;
      body.data.childrenDocuments.push({
        ...first,
        id: REPORT_ID,
        name: REPORT,
        versions: [],
        version: {
          ...version,
          index: 0,
          documentId: REPORT_ID,
          document: { ...version.document, fullName: REPORT, extension: '.zip' },
        },
      });
      await route.fulfill({ response: answer, json: body });
    });
    await signIn(page, 'user', `directories/${ARCHITECTURE_ID}`);
    const list = page.getByRole('listbox', { name: 'Содержимое каталога' });
    await list.getByRole('option', { name: new RegExp(`^${REPORT}`) }).click({ button: 'right' });
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Скачать' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Просмотреть' }).click();
    await page.waitForURL(new RegExp(`/0/directories/${ARCHITECTURE_ID}/documents/${REPORT_ID}/versions/0/archive$`));
    await expect(entry(page, 'Папка Приложения')).toBeVisible();
    // Browsing is a view; downloading a file out of it keeps the role rule.
    await expect(page.getByRole('button', { name: /^Скачать/ })).toHaveCount(0);

    // '...' at the root goes back to where the archive was opened from.
    await entry(page, 'Выйти из архива').dblclick();
    await page.waitForURL(new RegExp(`/0/directories/${ARCHITECTURE_ID}$`));
  });

  test('fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, 'admin', `${ARCHIVE}?path=${encodeURIComponent('Приложения')}`);
    await expect(entry(page, /Колонка скважины 1\.pdf/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Скачать «Колонка скважины 1.pdf»' })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/archive-375-folder.png', animations: 'disabled' });

    await entry(page, 'На уровень вверх').dblclick();
    await expect(entry(page, 'Папка Приложения')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: '/tmp/archive-375.png', animations: 'disabled' });
  });
});
