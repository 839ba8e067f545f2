import { expect, test } from './support/test';
import { signIn } from './support/sign-in';

test('the mobile layout at 375 px has a burger menu', async ({ page }) => {
  await signIn(page, 'admin');
  const burger = page.getByRole('button', { name: 'Меню' });
  await expect(burger).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Корзина' })).toBeHidden();
  await page.screenshot({ path: 'test-results/screenshots/mobile.png' });
  await burger.click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Корзина' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/mobile-menu.png' });
});
