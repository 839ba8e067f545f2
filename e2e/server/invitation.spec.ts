import { expect, test } from '../support/test';
import { startSmtpReceiver, type SmtpReceiver } from '../../server/test/smtp-receiver';
import { signIn } from '../support/sign-in';

/**
 * An invitation by e-mail against the real server (issue: accounts that last; docs/sign-in.md): the administrator
 * invites a person into «Участники проекта», the e-mail arrives at a real SMTP server started here, the person sets a
 * password through its link, signs in and sees exactly what the group gives; then the administrator disables the
 * account and its next request is refused.
 */
const PROJECT = 'ЖК «Северный квартал». Корпус 2';
const LIBRARY = 'Нормативная документация';
const stamp = String(Date.now()).slice(-6);
const EMAIL = `n.orlova.${stamp}@sevkvartal.ru`;
const NAME = 'Орлова Наталья Викторовна';
const PASSWORD = `Пароль участника ${stamp}`;

let smtp: SmtpReceiver;

test.beforeAll(async () => {
  smtp = await startSmtpReceiver(Number(process.env['E2E_SMTP_PORT'] ?? '8096'));
});
test.afterAll(async () => {
  await smtp.close();
});

test('an invited person sets a password, sees what the group gives, and is refused once disabled', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Иванов Сергей Петрович' }).click();
  await page.getByRole('menuitem', { name: 'Пригласить участника' }).click();
  const invite = page.getByRole('dialog', { name: 'Пригласить участника' });
  await invite.getByRole('textbox', { name: 'Электронная почта' }).fill(EMAIL);
  await invite.getByRole('textbox', { name: 'Имя' }).fill('Наталья');
  await invite.getByRole('textbox', { name: 'Фамилия' }).fill('Орлова');
  await invite.getByRole('textbox', { name: 'Отчество' }).fill('Викторовна');
  await invite.getByRole('combobox', { name: 'Группы безопасности' }).click();
  await page.getByRole('option', { name: 'Участники проекта' }).click();
  await invite.getByRole('textbox', { name: 'Имя' }).click();
  await invite.getByRole('button', { name: 'Пригласить' }).click();
  await expect(page.getByText('Приглашение отправлено')).toBeVisible();

  const mail = await smtp.next();
  expect(mail.subject).toBe('Приглашение в среду общих данных');
  expect(mail.text).toContain('Здравствуйте, Наталья Викторовна!');
  const link = /http\S+\/set-password\?token=[\w%-]+/.exec(mail.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');

  // The invited person, in a browser of their own.
  const context = await browser.newContext();
  const person = await context.newPage();
  await person.goto(link);
  await expect(person.getByRole('heading', { name: 'Установка пароля' })).toBeVisible();
  await person.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await person.getByLabel('Повторите пароль').fill(PASSWORD);
  await person.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(person.getByRole('heading', { name: 'Пароль сохранён' })).toBeVisible();
  await person.screenshot({ path: 'test-results/server/invitation-password-set.png' });
  await person.getByRole('link', { name: 'Перейти к входу' }).click();
  await expect(person.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();
  await person.getByLabel('Логин').fill(EMAIL);
  await person.getByLabel('Пароль').fill(PASSWORD);
  await person.getByRole('button', { name: 'Войти' }).click();
  await person.waitForURL(/\/0\/directories/);
  const tree = person.getByRole('tree', { name: 'Каталоги' });
  await expect(tree.getByText(LIBRARY)).toBeVisible();
  await expect(tree.getByText(PROJECT)).toHaveCount(0);
  await person.screenshot({ path: 'test-results/server/invitation-signed-in.png' });

  // The administrator disables the account in the users screen.
  await page.goto('admin-panel/users');
  await page.getByRole('searchbox', { name: 'Поиск по почте, имени и роли' }).fill(EMAIL);
  const row = page.getByRole('table', { name: 'Пользователи' }).getByRole('row', { name: new RegExp(NAME) });
  // The status shows in its column on a desktop (and again under the roles, hidden, for phones).
  await expect(row.getByText('Активен').filter({ visible: true })).toBeVisible();
  await row.getByRole('button', { name: `Изменить «${NAME}»` }).click();
  const edit = page.getByRole('dialog', { name: `Пользователь: ${NAME}` });
  await edit.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Заблокирован' }).click();
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Заблокирован').filter({ visible: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/server/users-disabled.png' });

  // Its next request is refused.
  await person.reload();
  await expect(person.getByRole('alert')).toHaveText(/^Учётная запись заблокирована/);
  await person.screenshot({ path: 'test-results/server/invitation-disabled.png' });
  await person.getByRole('button', { name: 'Выйти' }).click();
  await expect(person.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();
  await context.close();
});
