import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

const DIRECTORY_ID = 'a1000000-0000-4000-8000-000000000004';
const DOCUMENT_ID = 'b2000000-0000-4000-8000-000000000001';

test.describe('the document overview against the mock', () => {
  test('opens from a version in a new tab, full screen, and fits a phone', async ({ page, context }) => {
    await signIn(page, 'admin', `directories/${DIRECTORY_ID}/documents/${DOCUMENT_ID}/versions`);
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Обзор версии «Версия 3»: актуальна ли она (в новой вкладке)' }).click();
    const overview = await opened;
    await overview.waitForURL(new RegExp(`/0/documents/${DOCUMENT_ID}/versions/2/overview$`));

    // The mock answers its example, the head version «Версия 3».
    const card = overview.getByTestId('document-overview');
    await expect(card.getByRole('heading', { name: 'АР-01 План 1 этажа.pdf' })).toBeVisible();
    await expect(card.getByText('Актуальная версия')).toBeVisible();
    await expect(card.getByText(/^Версия 3 от 21 ноября 2026/)).toBeVisible();
    // Full screen: neither the header bar nor the footer.
    await expect(overview.getByRole('banner')).toHaveCount(0);
    await expect(overview.getByRole('contentinfo')).toHaveCount(0);
    await expectNoSeriousViolations(overview);
    await overview.screenshot({ path: 'test-results/screenshots/document-overview.png', animations: 'disabled' });

    await overview.setViewportSize({ width: 375, height: 812 });
    await overview.goto(`documents/${DOCUMENT_ID}/versions/overview`);
    await expect(overview.getByText('Актуальная версия')).toBeVisible();
    const overflow = await overview.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await overview.screenshot({ path: 'test-results/screenshots/document-overview-375.png', animations: 'disabled' });
  });
});
