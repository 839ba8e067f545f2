import { describe, expect, it } from 'vitest';
import { HEAD_VERSION, requestedVersionIndex } from './version-index.utils';

describe('requestedVersionIndex', () => {
  it('reads a version index from the path', () => {
    expect(requestedVersionIndex('0')).toBe(0);
    expect(requestedVersionIndex('12')).toBe(12);
  });

  it('means the head version when the index is missing or not a number', () => {
    for (const raw of [undefined, '', 'head', '1.5', '-1', '2e3', ' 1', '99999999999999999999']) {
      expect(requestedVersionIndex(raw), String(raw)).toBe(HEAD_VERSION);
    }
  });
});
