import { describe, expect, it } from 'vitest';
import type { ModelDescription } from '../../../codegen/model/modelDescription';
import type { ModelPart } from '../../../codegen/model/modelPart';
import {
  downloadFraction,
  partFileRequest,
  processingFraction,
  viewerParts,
  viewerStatus,
} from './model-loading.utils';

const part = (id: string, name: string): ModelPart => ({
  id,
  name,
  documentId: 'b2000000-0000-4000-8000-000000000002',
  versionIndex: 0,
  fileUri: `/v1/models/${id}/parts/${id}/file`,
  size: 1000,
});

const model = (id: string, parts: ModelPart[]): ModelDescription => ({
  id,
  name: parts.map((each) => each.name).join(', '),
  uploadState: 'Completed',
  parts,
});

describe('viewerParts', () => {
  it('flattens the models’ parts in order and loads a shared part once', () => {
    const ar = part('tv-ar', 'Модель АР.ifc');
    const kzh = part('tv-kzh', 'Модель КЖ.ifc');
    expect(
      viewerParts([model('merged', [ar, kzh]), model('tv-kzh', [kzh]), model('tv-ov', [part('tv-ov', 'ОВ.ifc')])]).map(
        ({ id, modelId }) => [id, modelId],
      ),
    ).toEqual([
      ['tv-ar', 'merged'],
      ['tv-kzh', 'merged'],
      ['tv-ov', 'tv-ov'],
    ]);
  });
});

describe('progress', () => {
  it('spreads the engine’s stages over its reading', () => {
    expect(processingFraction('decompressing', 0.5)).toBeCloseTo(0.1);
    expect(processingFraction('parsing', 1)).toBeCloseTo(0.6);
    expect(processingFraction('generating', 0.5)).toBeCloseTo(0.8);
    expect(processingFraction('done', 0)).toBe(1);
    expect(processingFraction('parsing', 7)).toBeCloseTo(0.6);
  });

  it('measures a download against the declared length, else the part’s size', () => {
    expect(downloadFraction(50, 200, 1000)).toBe(0.25);
    expect(downloadFraction(500, undefined, 1000)).toBe(0.5);
    expect(downloadFraction(5000, 0, 1000)).toBe(1);
    expect(downloadFraction(10, undefined, 0)).toBeUndefined();
  });
});

describe('viewerStatus', () => {
  it('is loading until every part is done, then ready or failed', () => {
    expect(viewerStatus([{ phase: 'loaded' }, { phase: 'processing', fraction: 0.5 }])).toBe('loading');
    expect(viewerStatus([{ phase: 'loaded' }, { phase: 'failed', error: new Error('x') }])).toBe('failed');
    expect(viewerStatus([{ phase: 'loaded' }, { phase: 'loaded' }])).toBe('ready');
  });
});

describe('partFileRequest', () => {
  const origin = 'https://cde.example.ru';

  it('asks for the address as given, not below the client’s base path', () => {
    expect(partFileRequest('/v1/models/tv-ar/parts/tv-ar/file', origin)).toEqual({
      url: '/v1/models/tv-ar/parts/tv-ar/file',
      baseURL: '',
    });
    expect(partFileRequest('https://cde.example.ru/v1/models/m/parts/p/file?v=2', origin)).toEqual({
      url: '/v1/models/m/parts/p/file?v=2',
      baseURL: '',
    });
  });

  it('never sends the token to another origin', () => {
    expect(partFileRequest('https://elsewhere.example/v1/models/m/parts/p/file', origin)).toBeUndefined();
    expect(partFileRequest('//elsewhere.example/file', origin)).toBeUndefined();
  });
});
