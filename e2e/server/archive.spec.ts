import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/sign-in';

/**
 * The archive browser against the real server (docs/viewers.md): the demo's survey appendix zip opened from the
 * explorer's «view», a folder inside it opened and one file downloaded by a designer; the external surveyor, who may
 * view but not download, browses the same archive without download buttons.
 */
const PROJECT = 'ЖК «Северный квартал». Корпус 2';
const SURVEYS = '06 Инженерные изыскания';
const ARCHIVE = 'Приложения к отчёту ИГИ.zip';

const list = (page: Page) => page.getByRole('listbox', { name: 'Содержимое каталога' });
const option = (page: Page, name: string) => list(page).getByRole('option', { name: new RegExp(`^${name}`) });
const archive = (page: Page) => page.getByRole('table', { name: 'Содержимое архива' });
const row = (page: Page, name: string) => archive(page).getByRole('row', { name: new RegExp(name) });

async function openArchive(page: Page) {
  await page.getByRole('tree', { name: 'Каталоги' }).getByText(PROJECT).click();
  await option(page, SURVEYS).dblclick();
  await option(page, ARCHIVE).click({ button: 'right' });
  await page.getByRole('menu').getByRole('menuitem', { name: 'Просмотреть' }).click();
  await page.waitForURL(/\/versions\/0\/archive/);
  await expect(row(page, 'Пояснительная записка.pdf')).toBeVisible();
}

test('a designer browses the survey appendix zip and downloads one file out of it', async ({ page }) => {
  await signIn(page, 'staff');
  await openArchive(page);
  await expect(row(page, 'Колонки скважин')).toBeVisible();
  await expect(row(page, 'Лабораторные испытания')).toBeVisible();
  await page.screenshot({ path: 'test-results/server/archive-root.png' });

  await row(page, 'Колонки скважин').dblclick();
  await expect(row(page, 'Скважина 2.pdf')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать «Скважина 1.pdf»' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Скачать', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Скважина 1.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await archive(page)
    .getByRole('row', { name: /На уровень вверх/ })
    .dblclick();
  await expect(row(page, 'Пояснительная записка.pdf')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(row(page, 'Колонки скважин')).toBeVisible();
  // The page follows its new width once the browser has laid it out again.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/server/archive-375.png' });
});

test('the external surveyor views the archive but is offered no download', async ({ page }) => {
  await signIn(page, 'external');
  await openArchive(page);
  await row(page, 'Колонки скважин').dblclick();
  await expect(row(page, 'Скважина 1.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Скачать/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/server/archive-external.png' });
});
