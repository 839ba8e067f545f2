import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo';

/**
 * Opens the app, which sends the browser to the local provider's Russian sign-in page, and signs in; `landing` is
 * where the app is expected back (the explorer unless the path leads elsewhere).
 */
export async function signIn(
  page: Page,
  login: string,
  path = '',
  landing: RegExp = /\/0\/directories/,
): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(landing);
}
