import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';
import { loadTexts, TEXT_GROUP_NAMES } from './lazy-texts';

describe('loadTexts', () => {
  it('waits for the instance to start, then adds the texts in both languages', async () => {
    const loading = loadTexts('trash');
    await initI18n('ru');
    expect(i18n.exists('trash.title')).toBe(false);
    await loading;
    expect(i18n.getFixedT('ru')('trash.title')).toBe('Корзина');
    expect(i18n.getFixedT('en')('trash.title')).toBe('Trash bin');
  });

  describe('every group', () => {
    beforeAll(async () => {
      await initI18n('ru');
    });

    // Each group is named after the top-level key of `common` it brings (the admin's also brings `users`).
    it.each(TEXT_GROUP_NAMES)('%s loads into common in both languages', async (group) => {
      await loadTexts(group);
      expect(i18n.getResource('ru', 'common', group)).toBeTypeOf('object');
      expect(i18n.getResource('en', 'common', group)).toBeTypeOf('object');
    });
  });
});
