import { expect, test, type Page } from '../support/test';
import { startSmtpReceiver, type SmtpReceiver } from '../../server/test/smtp-receiver';
import { signIn } from '../support/sign-in';

/**
 * Live changes and delivered notifications against the real server (docs/notifications.md): the designer subscribes to
 * document uploads in the working documentation, nested folders included; the administrator, in a browser of their
 * own, uploads a sheet into a folder below it. Without reloading, the designer sees the sheet arrive in the list and
 * in the bell, opens it from there, and the e-mail digest reaches a real SMTP server started here.
 */
const PROJECT = 'ЖК «Северный квартал». Корпус 2';
const STAGE = '03 Рабочая документация';
const WORKING = 'АР Рабочие чертежи';
const SHEET = `АР-Р-${String(Date.now()).slice(-5)} Разрез 1-1.pdf`;

const list = (page: Page) => page.getByRole('listbox', { name: 'Содержимое каталога' });
const option = (page: Page, name: string) => list(page).getByRole('option', { name: new RegExp(`^${name}`) });

async function openDirectory(page: Page, name: string) {
  await option(page, name).dblclick();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function openStage(page: Page) {
  await page.getByRole('tree', { name: 'Каталоги' }).getByText(PROJECT).click();
  await openDirectory(page, STAGE);
}

let smtp: SmtpReceiver;

test.beforeAll(async () => {
  smtp = await startSmtpReceiver(Number(process.env['E2E_SMTP_PORT'] ?? '8096'));
});
test.afterAll(async () => {
  await smtp.close();
});

test('a subscriber sees another person’s upload arrive in the list and the bell, and gets the e-mail', async ({
  page,
  browser,
}) => {
  await signIn(page, 'staff');
  await page.getByRole('tree', { name: 'Каталоги' }).getByText(PROJECT).click();
  await option(page, STAGE).click({ button: 'right' });
  await page.getByRole('menu').getByRole('menuitem', { name: 'Уведомления' }).click();
  const types = page.getByRole('group', { name: 'Типы событий' });
  const uploads = types.getByRole('checkbox', { name: 'Загрузка документа', exact: true });
  // The box follows the server's answer (a subscription made), not the click itself.
  if (!(await uploads.isChecked())) await uploads.click();
  await expect(uploads).toBeChecked();
  await page.getByRole('button', { name: 'Параметры: Загрузка документа' }).click();
  await expect(page.getByRole('checkbox', { name: 'Загрузка документа: Отслеживать вложенные события' })).toBeChecked();
  await openDirectory(page, STAGE);
  await openDirectory(page, WORKING);
  await expect(option(page, SHEET)).toHaveCount(0);

  // The administrator uploads into the folder below, in a browser of their own.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'admin');
  await openStage(admin);
  await openDirectory(admin, WORKING);
  await admin.getByRole('button', { name: 'Загрузить', exact: true }).click();
  const master = admin.getByRole('dialog', { name: 'Загрузка документов' });
  await master
    .locator('input[type=file]:not([data-testid])')
    .setInputFiles([{ name: SHEET, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% разрез 1-1\n') }]);
  await master.getByRole('button', { name: 'Загрузить', exact: true }).click();
  await expect(admin.getByRole('region', { name: 'Загрузки' }).getByText('Загрузка завершена: 1')).toBeVisible();
  await context.close();

  // The designer's page was not reloaded: the channel brought the sheet and the notification.
  await expect(option(page, SHEET)).toBeVisible({ timeout: 5_000 });
  const bell = page.getByRole('button', { name: /^Уведомления, непрочитанных: \d+$/ });
  await expect(bell).toBeVisible({ timeout: 5_000 });
  await page.screenshot({ path: 'test-results/server/notifications-arrived.png' });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Уведомления' });
  const row = panel.getByRole('button', { name: new RegExp(SHEET.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Иванов Сергей Петрович');
  await page.screenshot({ path: 'test-results/server/notifications-bell.png', animations: 'disabled' });
  await row.click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: SHEET })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: /^Уведомления/ }).click();
  await expect(page.getByRole('dialog', { name: 'Уведомления' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/server/notifications-bell-375.png', animations: 'disabled' });

  // The digest waits two seconds after its first notification in this run (NOTIFICATION_DIGEST_SECONDS).
  let mail = await smtp.next();
  while (!mail.text?.includes(SHEET)) mail = await smtp.next();
  expect(mail.to).toMatchObject({ text: 'a.smirnova@sevkvartal.ru' });
  expect(mail.subject).toMatch(/^Уведомления среды общих данных: \d+ событи/);
  expect(mail.text).toContain(`${SHEET} — Иванов Сергей Петрович`);
});
