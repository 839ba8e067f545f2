import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadLanguage } from '../i18n/i18n';
import { formatSize } from './format-size';

beforeAll(async () => {
  await initI18n('ru');
  await loadLanguage('en');
});

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;
const TB = GB * 1024;

describe('formatSize', () => {
  const ru = (bytes: number) => formatSize(bytes, i18n.getFixedT('ru'), 'ru');
  const en = (bytes: number) => formatSize(bytes, i18n.getFixedT('en'), 'en');

  it.each([
    [0, '0 Б'],
    [1023, '1023 Б'],
    [KB, '1 КБ'],
    [1536, '2 КБ'],
    [4.5 * MB, '4,5 МБ'],
    [9.94 * MB, '9,9 МБ'],
    [12.6 * MB, '13 МБ'],
    [GB, '1 ГБ'],
    [2.25 * TB, '2,3 ТБ'],
    [2048 * TB, '2048 ТБ'],
  ])('%d bytes in Russian: %s', (bytes, text) => {
    expect(ru(bytes)).toBe(text);
  });

  it('moves up a unit when rounding reaches 1024', () => {
    expect(ru(KB * KB - 1)).toBe('1 МБ');
  });

  it('uses the English units and decimal point', () => {
    expect(en(0)).toBe('0 B');
    expect(en(4.5 * MB)).toBe('4.5 MB');
    expect(en(GB)).toBe('1 GB');
  });

  it('shows nothing below zero', () => {
    expect(ru(-5)).toBe('0 Б');
    expect(ru(Number.NaN)).toBe('0 Б');
  });

  it('defaults to the current language', async () => {
    await i18n.changeLanguage('ru');
    expect(formatSize(4.5 * MB, i18n.t)).toBe('4,5 МБ');
  });
});
