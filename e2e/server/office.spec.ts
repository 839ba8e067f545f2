import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/sign-in';

/**
 * The office viewer against the real server (docs/viewers.md): the demo's design brief, a DOCX, converted by
 * LibreOffice and shown with pdf.js, its second page reached and its text searched; a PDF of the working drawings
 * viewed by the technical supervisor, who may not download originals.
 */
const PROJECT = 'ЖК «Северный квартал». Корпус 2';
const BRIEF = 'Задание на проектирование.docx';

const list = (page: Page) => page.getByRole('listbox', { name: 'Содержимое каталога' });
const option = (page: Page, name: string) => list(page).getByRole('option', { name: new RegExp(`^${name}`) });
const renderedPage = (page: Page, number: number) =>
  page.locator(`.page[data-page-number="${String(number)}"] canvas`).first();

async function view(page: Page, name: string) {
  await option(page, name).click({ button: 'right' });
  await page.getByRole('menu').getByRole('menuitem', { name: 'Просмотреть' }).click();
  await page.waitForURL(/\/office$/);
}

test('a designer opens the design brief (DOCX) converted to PDF, turns to page 2 and searches it', async ({ page }) => {
  // The first view converts the document: LibreOffice takes a few seconds.
  test.setTimeout(90_000);
  await signIn(page, 'staff');
  await page.getByRole('tree', { name: 'Каталоги' }).getByText(PROJECT).click();
  await view(page, BRIEF);
  await expect(page.getByText('Задание на проектирование.docx').first()).toBeVisible();
  await expect(renderedPage(page, 1)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('из 2')).toBeVisible();
  await page.getByRole('button', { name: 'Следующая страница' }).click();
  await expect(page.getByLabel('Номер страницы')).toHaveValue('2');
  await expect(renderedPage(page, 2)).toBeVisible();

  const search = page.getByRole('search', { name: 'Поиск в тексте' }).getByRole('searchbox');
  await search.fill('Архитектурные');
  await search.press('Enter');
  await expect(page.getByText('1 из 1', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/server/office-docx.png' });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(renderedPage(page, 2)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/server/office-docx-375.png' });
});

test('the technical supervisor views a working drawing it may not download', async ({ page }) => {
  await signIn(page, 'user');
  await page.getByRole('tree', { name: 'Каталоги' }).getByText(PROJECT).click();
  await option(page, '03 Рабочая документация').dblclick();
  await option(page, 'АР Рабочие чертежи').dblclick();
  await option(page, 'АР-Р-01 Кладочные планы.pdf').click({ button: 'right' });
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Скачать' })).toHaveCount(0);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Просмотреть' }).click();
  await page.waitForURL(/\/office$/);
  await expect(renderedPage(page, 1)).toBeVisible();
  await page.screenshot({ path: 'test-results/server/office-pdf-user.png' });
});
