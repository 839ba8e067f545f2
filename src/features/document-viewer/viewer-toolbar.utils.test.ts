import { describe, expect, it } from 'vitest';
import { searchStatus, typedPageNumber } from './viewer-toolbar.utils';

describe('typedPageNumber', () => {
  it('goes to the page typed', () => {
    expect(typedPageNumber('5', 9)).toBe(5);
    expect(typedPageNumber(' 2 ', 9)).toBe(2);
  });

  it('keeps within the document', () => {
    expect(typedPageNumber('0', 9)).toBe(1);
    expect(typedPageNumber('-4', 9)).toBe(1);
    expect(typedPageNumber('120', 9)).toBe(9);
  });

  it('leaves the page for anything that is no whole number, or before the document is open', () => {
    for (const raw of ['', 'два', '2.5', '1e2']) expect(typedPageNumber(raw, 9), raw).toBeUndefined();
    expect(typedPageNumber('1', 0)).toBeUndefined();
  });
});

describe('searchStatus', () => {
  it('says nothing without a query', () => {
    expect(searchStatus('', { state: 'found', current: 1, total: 3 })).toEqual({ kind: 'idle' });
    expect(searchStatus('   ', undefined)).toEqual({ kind: 'idle' });
  });

  it('searches until the controller reports', () => {
    expect(searchStatus('план', undefined)).toEqual({ kind: 'searching' });
    expect(searchStatus('план', { state: 'pending', current: 0, total: 0 })).toEqual({ kind: 'searching' });
  });

  it('counts the matches as soon as there is one, while pdf.js goes on reading', () => {
    expect(searchStatus('план', { state: 'pending', current: 1, total: 2 })).toEqual({
      kind: 'found',
      current: 1,
      total: 2,
    });
    expect(searchStatus('план', { state: 'found', current: 7, total: 9 })).toEqual({
      kind: 'found',
      current: 7,
      total: 9,
    });
  });

  it('says «no matches» only once every page was read', () => {
    expect(searchStatus('план', { state: 'notFound', current: 0, total: 0 })).toEqual({ kind: 'notFound' });
  });
});
