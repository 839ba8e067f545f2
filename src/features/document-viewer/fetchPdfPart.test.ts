import { afterEach, describe, expect, it } from 'vitest';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { apiClient } from '../../api/http-client';
import { HttpStatusError } from '../../shared/errors/app-error';
import { fetchPdfPart } from './fetchPdfPart';
import { answer, json } from './api-replies.test-fixtures';

const DOCUMENT = 'b2000000-0000-4000-8000-000000000001';

const pdfBytes = (length: number) => new Blob([new Uint8Array(length).fill(37)], { type: 'application/pdf' });

describe('fetchPdfPart', () => {
  const originalAdapter = apiClient.defaults.adapter;
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it('asks for one range of the version’s PDF, as a file', async () => {
    const seen = answer({ status: 206, body: pdfBytes(4), headers: { 'content-range': 'bytes 65536-65539/70000' } });
    const part = await fetchPdfPart(DOCUMENT, 2, { begin: 65_536, end: 65_540 });
    expect(part).toEqual({ kind: 'part', begin: 65_536, total: 70_000, bytes: new Uint8Array(4).fill(37) });
    expect(seen[0]?.url).toBe(`/documents/${DOCUMENT}/versions/2/pdf`);
    expect(seen[0]?.headers.get('Range')).toBe('bytes=65536-65539');
    expect(seen[0]?.responseType).toBe('blob');
  });

  it('takes a 200 for the whole file', async () => {
    answer({ status: 200, body: pdfBytes(665) });
    const part = await fetchPdfPart(DOCUMENT, 0, { begin: 0, end: 65_536 });
    expect(part).toMatchObject({ kind: 'part', begin: 0, total: 665 });
  });

  it('reports a conversion that waits, with the server’s Retry-After', async () => {
    answer({
      status: 202,
      body: json({ data: { state: 'Queued', queuePosition: 3 } }),
      headers: { 'retry-after': '4' },
    });
    const preparing = await fetchPdfPart(DOCUMENT, 0, { begin: 0, end: 65_536 });
    expect(preparing).toEqual({
      kind: 'preparing',
      preparation: { state: 'Queued', queuePosition: 3 },
      retryAfterMs: 4_000,
    });
  });

  it('refuses a 202 that breaks the contract', async () => {
    answer({ status: 202, body: json({ data: { state: 'Sleeping' } }) });
    await expect(fetchPdfPart(DOCUMENT, 0, { begin: 0, end: 1 })).rejects.toBeInstanceOf(HttpStatusError);
  });

  it('reports TooManyRequests as busy, to be asked again later', async () => {
    answer({
      status: 429,
      body: json({ type: 'about:blank', title: ProblemCode.TooManyRequests, status: 429 }),
      headers: { 'retry-after': '10' },
    });
    const busy = await fetchPdfPart(DOCUMENT, 0, { begin: 0, end: 1 });
    expect(busy).toMatchObject({ kind: 'busy', retryAfterMs: 10_000 });
  });

  it('rejects with the problem of a refusal, read from the file answer', async () => {
    answer({
      status: 422,
      body: json({ type: 'about:blank', title: ProblemCode.DocumentConversionFailed, status: 422 }),
    });
    const refusal = fetchPdfPart(DOCUMENT, 0, { begin: 0, end: 1 });
    await expect(refusal).rejects.toBeInstanceOf(HttpStatusError);
    await expect(refusal).rejects.toMatchObject({
      status: 422,
      problem: { title: ProblemCode.DocumentConversionFailed },
    });
  });
});
