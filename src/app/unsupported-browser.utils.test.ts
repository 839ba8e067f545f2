import { describe, expect, it } from 'vitest';
import { isUnsupportedBrowser } from './unsupported-browser.utils';

describe('unsupported browsers', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', true],
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0', false],
  ])('%s → %s', (userAgent, unsupported) => {
    expect(isUnsupportedBrowser(userAgent)).toBe(unsupported);
  });
});
