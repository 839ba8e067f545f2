import { expect, test } from '../support/test';
import { signIn } from '../support/sign-in';

test('signs in through the provider on the same port and finds the demo project', async ({ page }) => {
  await signIn(page, 'staff');
  const tree = page.getByRole('tree', { name: 'Каталоги' });
  await expect(tree.getByText('ЖК «Северный квартал». Корпус 2')).toBeVisible();
  await tree.getByText('ЖК «Северный квартал». Корпус 2').click();
  const list = page.getByRole('listbox', { name: 'Содержимое каталога' });
  await expect(list.getByText('02 Проектная документация')).toBeVisible();
  await expect(list.getByText('Протокол совещания 14.11.2026.txt')).toBeVisible();
  await page.screenshot({ path: 'test-results/server/demo-project.png' });
});
