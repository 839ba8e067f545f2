// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  changeLanguage,
  i18n,
  initI18n,
  LANGUAGE_STORAGE_KEY,
  loadLanguage,
  setLanguage,
  storedLanguage,
} from './i18n';

beforeAll(async () => {
  localStorage.clear();
  await initI18n();
});

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('initI18n', () => {
  it('starts in Russian with `common` as the default namespace and English as the fallback', () => {
    expect(i18n.language).toBe('ru');
    expect(i18n.t('layout.trash')).toBe('Корзина');
    expect(i18n.t('errors:Aborted')).toBe('Запрос отменён.');
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(document.documentElement.lang).toBe('ru');
  });

  it('starts with Russian alone: English is added when chosen', async () => {
    expect(i18n.hasResourceBundle('ru', 'errors')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'errors')).toBe(false);
    await changeLanguage('en');
    expect(i18n.t('layout.trash')).toBe('Trash bin');
    expect(i18n.t('errors:Aborted')).toBe('The request was cancelled.');
    await changeLanguage('ru');
    expect(i18n.t('layout.trash')).toBe('Корзина');
  });

  it('gives the same startup text in both languages', async () => {
    await loadLanguage('en');
    expect(i18n.t('appStart.startupFailed')).toBe('Something went wrong...');
    expect(i18n.getFixedT('en')('appStart.startupFailed')).toBe('Something went wrong...');
  });

  it('interpolates without escaping', () => {
    expect(i18n.t('directoryTree.createRoot', { name: '«Проект» & <док>' })).toBe('Добавить «Проект» & <док>');
    expect(i18n.t('layout.footer', { version: '1.0.0' })).toBe('Среда общих данных · версия 1.0.0');
  });

  it('switches the language on a later call', async () => {
    await initI18n('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('layout.trash')).toBe('Trash bin');
  });
});

describe('plurals', () => {
  const ru = () => i18n.getFixedT('ru');
  const en = () => i18n.getFixedT('en');

  it.each([
    [1, '1 файл'],
    [2, '2 файла'],
    [4, '4 файла'],
    [5, '5 файлов'],
    [11, '11 файлов'],
    [12, '12 файлов'],
    [21, '21 файл'],
    [22, '22 файла'],
    [25, '25 файлов'],
    [0, '0 файлов'],
  ])('Russian files: %i → %s', (count, text) => {
    expect(ru()('count.files', { count })).toBe(text);
  });

  it.each([
    [1, '1 версия'],
    [3, '3 версии'],
    [5, '5 версий'],
    [11, '11 версий'],
    [21, '21 версия'],
  ])('Russian versions: %i → %s', (count, text) => {
    expect(ru()('count.versions', { count })).toBe(text);
  });

  it.each([
    [1, '1 каталог'],
    [2, '2 каталога'],
    [5, '5 каталогов'],
    [11, '11 каталогов'],
    [101, '101 каталог'],
  ])('Russian directories: %i → %s', (count, text) => {
    expect(ru()('count.directories', { count })).toBe(text);
  });

  it('English has one and other', () => {
    expect(en()('count.files', { count: 1 })).toBe('1 file');
    expect(en()('count.files', { count: 2 })).toBe('2 files');
    expect(en()('count.directories', { count: 5 })).toBe('5 directories');
    expect(en()('count.versions', { count: 1 })).toBe('1 version');
  });
});

describe('language choice', () => {
  it('defaults to Russian and ignores unknown stored values', () => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    expect(storedLanguage()).toBe('ru');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(storedLanguage()).toBe('ru');
  });

  it('setLanguage persists the choice, switches the texts and the document language', async () => {
    await setLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(storedLanguage()).toBe('en');
    expect(i18n.t('layout.profile.language')).toBe('Русский');
    expect(document.documentElement.lang).toBe('en');

    await setLanguage('ru');
    expect(storedLanguage()).toBe('ru');
    expect(i18n.t('layout.profile.language')).toBe('English');
    expect(document.documentElement.lang).toBe('ru');
  });
});
