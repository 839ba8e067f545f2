import { expect, test } from './support/test';
import { signIn } from './support/sign-in';

test.describe('the app shell against the mock', () => {
  test('an administrator signs in and sees the frame, the pinned list, the tree root and the admin links', async ({
    page,
  }) => {
    await signIn(page, 'admin');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Главная', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Корзина' })).toBeVisible();

    const pinned = page.getByRole('navigation', { name: 'Закреплённые каталоги' });
    await expect(pinned.getByRole('link')).toHaveText(['СК', 'РД']);

    const tree = page.getByRole('navigation', { name: 'Каталоги', exact: true });
    await expect(tree.getByRole('treeitem', { name: 'ЖК «Северный квартал»' })).toBeVisible();
    // Administrators may create top-level directories from the creatable root entities of the structure.
    await expect(tree.getByRole('button', { name: 'Добавить Объект' })).toBeVisible();
    await expect(page).toHaveTitle(/СОД$/);

    const profile = page.getByRole('button', { name: 'Иванов Сергей Петрович' });
    // The profile card is the /profile link whose click is suppressed: it opens the menu and stays on the page.
    await expect(profile).toHaveAttribute('href', '/0/profile');
    await profile.click();
    await expect(page).toHaveURL(/\/0\/directories$/);
    await expect(page.getByRole('menuitem', { name: 'Админка' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Редактор структуры' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: 'test-results/screenshots/desktop-light.png' });
  });

  test('an ordinary user gets no admin links and no create-root button', async ({ page }) => {
    await signIn(page, 'user');
    const tree = page.getByRole('navigation', { name: 'Каталоги', exact: true });
    await expect(tree.getByRole('treeitem', { name: 'ЖК «Северный квартал»' })).toBeVisible();
    await expect(tree.getByRole('button', { name: /^Добавить/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Волков Игорь Андреевич' }).click();
    await expect(page.getByRole('menuitem', { name: 'Пригласить участника' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Админка' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Редактор структуры' })).toHaveCount(0);
  });

  test('the tree expands a node and opens a directory', async ({ page }) => {
    await signIn(page, 'staff');
    const tree = page.getByRole('tree', { name: 'Каталоги' });
    const project = tree.getByRole('treeitem', { name: 'ЖК «Северный квартал»' });
    await project.focus();
    await page.keyboard.press('ArrowRight');
    await expect(project).toHaveAttribute('aria-expanded', 'true');
    // The project's children, pinned «Рабочая документация» first.
    const child = tree.getByRole('treeitem', { name: 'Рабочая документация' });
    await expect(child).toHaveAttribute('aria-level', '2');
    await expect(tree.getByRole('treeitem', { name: 'Проектная документация' })).toHaveAttribute('aria-level', '2');
    await page.keyboard.press('ArrowDown');
    await expect(child).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/0\/directories\/a1000000-0000-4000-8000-000000000003$/);
    await expect(child).toHaveAttribute('aria-selected', 'true');
  });

  test('a deep directory route opens the tree down to it', async ({ page }) => {
    await signIn(page, 'staff', 'directories/a1000000-0000-4000-8000-000000000004');
    const tree = page.getByRole('tree', { name: 'Каталоги' });
    const deep = tree.getByRole('treeitem', { name: 'АР — Архитектурные решения' });
    await expect(deep).toHaveAttribute('aria-selected', 'true');
    await expect(deep).toHaveAttribute('aria-level', '3');
    await expect(tree.getByRole('treeitem', { name: 'Рабочая документация' })).toHaveAttribute('aria-expanded', 'true');
    await expect(deep).toBeInViewport();
  });

  test('the theme switch persists across a reload', async ({ page }) => {
    await signIn(page, 'staff');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Смирнова Анна Викторовна' }).click();
    await page.getByRole('menuitem', { name: 'Тёмная тема' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Каталоги', exact: true })).toBeVisible();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.screenshot({ path: 'test-results/screenshots/desktop-dark.png' });
  });

  test('switches to English and back', async ({ page }) => {
    await signIn(page, 'staff');
    await page.getByRole('button', { name: 'Смирнова Анна Викторовна' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Смирнова Анна Викторовна' }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Главная', exact: true })).toBeVisible();
  });

  test('signs out through the provider and must sign in again', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Иванов Сергей Петрович' }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.waitForURL(/\/0\/$/);
    await expect(page.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();
  });
});
