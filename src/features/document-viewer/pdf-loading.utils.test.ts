import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_AFTER_MS,
  MAX_RETRY_AFTER_MS,
  parseContentRange,
  rangeHeader,
  retryDelayMs,
  sliceRange,
} from './pdf-loading.utils';

describe('retryDelayMs', () => {
  it('waits the seconds the server names', () => {
    expect(retryDelayMs('2')).toBe(2_000);
    expect(retryDelayMs(' 5 ')).toBe(5_000);
    expect(retryDelayMs(3)).toBe(3_000);
  });

  it('waits until an HTTP date', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(retryDelayMs('Thu, 26 Nov 2026 10:00:07 GMT', now)).toBe(7_000);
  });

  it('waits two seconds when the server says nothing readable', () => {
    for (const header of [undefined, null, '', 'soon', '-3', '1.5', {}]) {
      expect(retryDelayMs(header), JSON.stringify(header)).toBe(DEFAULT_RETRY_AFTER_MS);
    }
  });

  it('asks again after a second at the soonest and a minute at the latest', () => {
    expect(retryDelayMs('0')).toBe(1_000);
    expect(retryDelayMs('Thu, 26 Nov 2026 09:00:00 GMT', Date.parse('2026-11-26T10:00:00Z'))).toBe(1_000);
    expect(retryDelayMs('3600')).toBe(MAX_RETRY_AFTER_MS);
  });
});

describe('rangeHeader', () => {
  it('names the bytes up to, not including, the end', () => {
    expect(rangeHeader(0, 65_536)).toBe('bytes=0-65535');
    expect(rangeHeader(131_072, 145_653)).toBe('bytes=131072-145652');
  });
});

describe('parseContentRange', () => {
  it('reads where the part begins and the size of the whole file', () => {
    expect(parseContentRange('bytes 0-65535/184320')).toEqual({ begin: 0, total: 184_320 });
    expect(parseContentRange('bytes 65536-131071/184320')).toEqual({ begin: 65_536, total: 184_320 });
    expect(parseContentRange('bytes 0-0/1')).toEqual({ begin: 0, total: 1 });
  });

  it('refuses anything else', () => {
    for (const header of [undefined, '', 'bytes */184320', 'bytes 0-65535/*', 'bytes 10-5/100', 'bytes 0-100/100', 7]) {
      expect(parseContentRange(header), String(header)).toBeUndefined();
    }
  });
});

describe('sliceRange', () => {
  const bytes = Uint8Array.from({ length: 10 }, (_, index) => index);

  it('keeps an answer that is the range asked for', () => {
    expect(sliceRange(bytes, 0, 0, 10)).toBe(bytes);
    expect(sliceRange(bytes.subarray(0, 4), 20, 20, 30)).toEqual(Uint8Array.from([0, 1, 2, 3]));
  });

  it('cuts the range out of a whole file', () => {
    expect([...sliceRange(bytes, 0, 4, 7)]).toEqual([4, 5, 6]);
    expect([...sliceRange(bytes, 0, 8, 12)]).toEqual([8, 9]);
  });
});
