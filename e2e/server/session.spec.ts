import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/sign-in';

/**
 * The session across reloads against the real provider: the app starts from the tokens in storage without loading the
 * sign-in library (auth-client.ts), and a stored access token that has expired is renewed with the refresh token,
 * without the sign-in page.
 */
const tree = (page: Page) => page.getByRole('tree', { name: 'Каталоги' });

/** The stored user's access token; `expire` first marks it expired a minute ago and spoils it. */
async function storedAccessToken(page: Page, expire = false): Promise<string> {
  return page.evaluate((expire) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:')) ?? '';
    const user = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string; expires_at?: number };
    if (expire) {
      user.access_token = 'spoiled';
      user.expires_at = Math.floor(Date.now() / 1000) - 60;
      localStorage.setItem(key, JSON.stringify(user));
    }
    return user.access_token ?? '';
  }, expire);
}

test('a reload starts from the stored tokens, and an expired access token is renewed without the sign-in page', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await expect(tree(page)).toBeVisible();
  const first = await storedAccessToken(page);
  expect(first).not.toBe('');

  await page.reload();
  await expect(tree(page)).toBeVisible();
  expect(await storedAccessToken(page)).toBe(first);

  await storedAccessToken(page, true);
  const signInPages: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().includes('/0/')) signInPages.push(frame.url());
  });
  await page.reload();
  await expect(tree(page)).toBeVisible();
  await expect.poll(() => storedAccessToken(page)).not.toBe('spoiled');
  expect(await storedAccessToken(page)).not.toBe(first);
  expect(signInPages).toEqual([]);
});
