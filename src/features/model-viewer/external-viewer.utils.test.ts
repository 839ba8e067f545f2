import { describe, expect, it } from 'vitest';
import { externalViewerUrl, modelIdsOf } from './external-viewer.utils';

const ORIGIN = 'https://cde.example.ru';

describe('externalViewerUrl', () => {
  it('passes the query of model ids on to the base address', () => {
    expect(externalViewerUrl('https://viewer.example/model/', '', '?ids=tv-kzh&ids=tv-ar', ORIGIN)).toBe(
      'https://viewer.example/model/?ids=tv-kzh&ids=tv-ar',
    );
  });

  it('adds the rest of the path after the viewer segment with one slash between', () => {
    expect(externalViewerUrl('https://viewer.example/model/', 'scene/3', '?ids=a', ORIGIN)).toBe(
      'https://viewer.example/model/scene/3?ids=a',
    );
    expect(externalViewerUrl('https://viewer.example/model', '/scene/3', '', ORIGIN)).toBe(
      'https://viewer.example/model/scene/3',
    );
  });

  it('keeps the base address’s own query before the route’s', () => {
    expect(externalViewerUrl('https://viewer.example/?lang=ru', '', '?ids=a', ORIGIN)).toBe(
      'https://viewer.example/?lang=ru&ids=a',
    );
  });

  it('reads a relative base against the app’s origin', () => {
    expect(externalViewerUrl('/tangl/', '', '?ids=a', ORIGIN)).toBe('https://cde.example.ru/tangl/?ids=a');
  });

  it('frames nothing but http(s)', () => {
    expect(externalViewerUrl('javascript:alert(1)', '', '?ids=a', ORIGIN)).toBeUndefined();
    expect(externalViewerUrl('http://[bad', '', '', ORIGIN)).toBeUndefined();
  });
});

describe('modelIdsOf', () => {
  it('reads the repeated ids in order, without blanks and repetitions', () => {
    expect(modelIdsOf(new URLSearchParams('?ids=b&ids=a&ids=&ids=b&ids=%20c'))).toEqual(['b', 'a', 'c']);
  });

  it('gives none for a query without ids', () => {
    expect(modelIdsOf(new URLSearchParams('?x=1'))).toEqual([]);
  });
});
