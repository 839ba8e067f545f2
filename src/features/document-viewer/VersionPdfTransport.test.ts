import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpStatusError } from '../../shared/errors/app-error';
import { fetchPdfPart, type PdfAnswer, type PdfPart } from './fetchPdfPart';
import { VersionPdfTransport } from './VersionPdfTransport';

vi.mock('./fetchPdfPart', () => ({ fetchPdfPart: vi.fn() }));

// pdf.js's transport base class, reduced to what the app's subclass relies on: it keeps what it is built with and
// hands each range on to pdf.js through onDataRange.
vi.mock('pdfjs-dist', () => ({
  PDFDataRangeTransport: class {
    readonly received: [number, Uint8Array | null][] = [];
    constructor(
      readonly length: number,
      readonly initialData: Uint8Array | null,
      readonly progressiveDone = false,
    ) {}
    onDataRange(begin: number, chunk: Uint8Array | null) {
      this.received.push([begin, chunk]);
    }
  },
}));

type Received = { received: [number, Uint8Array | null][]; length: number; progressiveDone: boolean };

const DOCUMENT = 'b2000000-0000-4000-8000-000000000001';
const first: PdfPart = { kind: 'part', begin: 0, total: 200_000, bytes: new Uint8Array(65_536).fill(1) };
const part = (begin: number, length: number, total = 200_000): PdfAnswer => ({
  kind: 'part',
  begin,
  total,
  bytes: new Uint8Array(length).fill(7),
});

function answers(...replies: (PdfAnswer | Error)[]) {
  let next = 0;
  vi.mocked(fetchPdfPart).mockImplementation(() => {
    const reply = replies[Math.min(next, replies.length - 1)] ?? new Error('no answer');
    next += 1;
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(fetchPdfPart).mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('VersionPdfTransport', () => {
  it('starts pdf.js from the first part and the size of the whole PDF', () => {
    const transport = new VersionPdfTransport(DOCUMENT, 2, first, vi.fn()) as unknown as Received;
    expect(transport.length).toBe(200_000);
    expect(transport.progressiveDone).toBe(false);
  });

  it('reads each range pdf.js asks for from the version it was opened at', async () => {
    answers(part(65_536, 65_536));
    const transport = new VersionPdfTransport(DOCUMENT, 2, first, vi.fn());
    transport.requestDataRange(65_536, 131_072);
    await vi.runAllTimersAsync();
    expect(vi.mocked(fetchPdfPart).mock.calls[0]?.slice(0, 3)).toEqual([DOCUMENT, 2, { begin: 65_536, end: 131_072 }]);
    const [[begin, chunk] = []] = (transport as unknown as Received).received;
    expect(begin).toBe(65_536);
    expect(chunk?.byteLength).toBe(65_536);
  });

  it('cuts the range out of a whole file sent instead', async () => {
    answers(part(0, 200_000));
    const transport = new VersionPdfTransport(DOCUMENT, 2, first, vi.fn());
    transport.requestDataRange(131_072, 196_608);
    await vi.runAllTimersAsync();
    expect((transport as unknown as Received).received[0]?.[1]?.byteLength).toBe(65_536);
  });

  it('tries a failed read again, then reports it', async () => {
    const failure = new HttpStatusError(500);
    answers(failure);
    const onError = vi.fn();
    const transport = new VersionPdfTransport(DOCUMENT, 2, first, onError);
    transport.requestDataRange(65_536, 131_072);
    await vi.runAllTimersAsync();
    expect(fetchPdfPart).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
    expect((transport as unknown as Received).received).toEqual([]);
  });

  it('recovers from a failure that does not last', async () => {
    answers(new HttpStatusError(502), part(65_536, 65_536));
    const onError = vi.fn();
    const transport = new VersionPdfTransport(DOCUMENT, 2, first, onError);
    transport.requestDataRange(65_536, 131_072);
    await vi.runAllTimersAsync();
    expect(onError).not.toHaveBeenCalled();
    expect((transport as unknown as Received).received).toHaveLength(1);
  });

  it('waits as a busy server asks', async () => {
    answers({ kind: 'busy', retryAfterMs: 5_000, error: new HttpStatusError(429) }, part(65_536, 65_536));
    const transport = new VersionPdfTransport(DOCUMENT, 2, first, vi.fn());
    transport.requestDataRange(65_536, 131_072);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fetchPdfPart).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchPdfPart).toHaveBeenCalledTimes(2);
    expect((transport as unknown as Received).received).toHaveLength(1);
  });

  it('stops reading and reports nothing once pdf.js lets go of it', async () => {
    answers(new HttpStatusError(500));
    const onError = vi.fn();
    const transport = new VersionPdfTransport(DOCUMENT, 2, first, onError);
    transport.requestDataRange(65_536, 131_072);
    await vi.advanceTimersByTimeAsync(0);
    transport.abort();
    await vi.runAllTimersAsync();
    expect(fetchPdfPart).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });
});
