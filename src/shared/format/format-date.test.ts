import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('shows UTC 09:30 as 12:30 in Moscow, in the long Russian format', () => {
    const text = formatDateTime('2026-11-22T09:30:00Z', 'ru', 'Europe/Moscow');
    expect(text).toMatch(/\b22\b/);
    expect(text).toContain('ноября');
    expect(text).toContain('2026');
    expect(text).toContain('12:30');
  });

  it('uses the English long format', () => {
    const text = formatDateTime('2026-11-22T09:30:00Z', 'en', 'Europe/Moscow');
    expect(text).toContain('November');
    expect(text).toMatch(/\b22\b/);
    expect(text).toContain('2026');
    expect(text).toMatch(/12:30\s?PM/);
  });

  it('moves the day with the zone', () => {
    const text = formatDateTime('2026-01-31T22:15:00Z', 'ru', 'Europe/Moscow');
    expect(text).toContain('1 февраля 2026');
    expect(text).toContain('01:15');
  });

  it('reads a value without a zone as UTC', () => {
    expect(formatDateTime('2026-11-22T09:30:00', 'ru', 'Europe/Moscow')).toBe(
      formatDateTime('2026-11-22T09:30:00Z', 'ru', 'Europe/Moscow'),
    );
  });

  it('keeps an explicit offset', () => {
    expect(formatDateTime('2026-11-22T12:30:00+03:00', 'ru', 'UTC')).toContain('09:30');
  });

  it('gives an empty string for an unreadable value', () => {
    expect(formatDateTime('not a date', 'ru')).toBe('');
  });
});
