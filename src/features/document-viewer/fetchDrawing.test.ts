import { afterEach, describe, expect, it } from 'vitest';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { apiClient } from '../../api/http-client';
import { HttpStatusError } from '../../shared/errors/app-error';
import { fetchDrawing } from './fetchDrawing';
import { answer, json } from './api-replies.test-fixtures';

const DOCUMENT = 'b2000000-0000-4000-8000-000000000001';

/** The start of a Russian DXF of AutoCAD 2000 in its code page, «Ось» in Windows-1251. */
const CP1251_DXF = new Blob(
  [
    '  0\r\nSECTION\r\n  2\r\nHEADER\r\n  9\r\n$ACADVER\r\n  1\r\nAC1015\r\n  9\r\n$DWGCODEPAGE\r\n  3\r\nANSI_1251\r\n',
    new Uint8Array([0xce, 0xf1, 0xfc]),
  ],
  { type: 'image/vnd.dxf' },
);

describe('fetchDrawing', () => {
  const originalAdapter = apiClient.defaults.adapter;
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it('asks for the whole drawing as a file, and reads its encoding', async () => {
    const seen = answer({ status: 200, body: CP1251_DXF });
    const drawing = await fetchDrawing(DOCUMENT, 2);
    expect(drawing).toEqual({ kind: 'ready', value: { dxf: CP1251_DXF, encoding: 'windows-1251' } });
    expect(seen[0]?.url).toBe(`/documents/${DOCUMENT}/versions/2/drawing`);
    expect(seen[0]?.method).toBe('get');
    expect(seen[0]?.headers.get('Range')).toBeUndefined();
    expect(seen[0]?.responseType).toBe('blob');
  });

  it('reports a conversion that waits, with the server’s Retry-After', async () => {
    answer({
      status: 202,
      body: json({ data: { state: 'Converting', queuePosition: 0 } }),
      headers: { 'retry-after': '3' },
    });
    expect(await fetchDrawing(DOCUMENT, 0)).toEqual({
      kind: 'preparing',
      preparation: { state: 'Converting', queuePosition: 0 },
      retryAfterMs: 3_000,
    });
  });

  it('refuses a 202 that breaks the contract', async () => {
    answer({ status: 202, body: json({ data: { state: 'Queued', queuePosition: -1 } }) });
    await expect(fetchDrawing(DOCUMENT, 0)).rejects.toBeInstanceOf(HttpStatusError);
  });

  it('reports TooManyRequests as busy, to be asked again later', async () => {
    answer({
      status: 429,
      body: json({ type: 'about:blank', title: ProblemCode.TooManyRequests, status: 429 }),
      headers: { 'retry-after': '5' },
    });
    expect(await fetchDrawing(DOCUMENT, 0)).toMatchObject({ kind: 'busy', retryAfterMs: 5_000 });
  });

  it('rejects with the problem of a drawing that could not be converted, its detail kept', async () => {
    answer({
      status: 422,
      body: json({
        type: 'about:blank',
        title: ProblemCode.DocumentConversionFailed,
        status: 422,
        detail: 'The drawing (DWG 2018 (AC1032)) could not be read.',
      }),
    });
    await expect(fetchDrawing(DOCUMENT, 0)).rejects.toMatchObject({
      status: 422,
      problem: {
        title: ProblemCode.DocumentConversionFailed,
        detail: 'The drawing (DWG 2018 (AC1032)) could not be read.',
      },
    });
  });
});
