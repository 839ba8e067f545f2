import { describe, expect, it } from 'vitest';
import {
  itemsToStart,
  limitFailure,
  MAX_FOLDER_FILES,
  MAX_UPLOAD_BYTES,
  queueSummary,
  uploadHint,
  type UploadItem,
} from './upload-queue.utils';

type Fields = Pick<UploadItem, 'id' | 'kind' | 'size' | 'fileCount' | 'stage'>;

const doc = (id: string, stage: UploadItem['stage'] = 'waiting', size = 10): Fields => ({
  id,
  kind: 'document',
  size,
  fileCount: 1,
  stage,
});
const folder = (id: string, stage: UploadItem['stage'] = 'waiting', size = 10): Fields => ({
  id,
  kind: 'folder',
  size,
  fileCount: 3,
  stage,
});
const waiting = (count: number, size = 10) =>
  Array.from({ length: count }, (_, index) => doc(`d${String(index)}`, 'waiting', size));

describe('itemsToStart', () => {
  it('starts documents while the running count + 1 stays below 10, in queue order', () => {
    expect(itemsToStart(waiting(12))).toEqual(['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8']);
  });

  it('counts the items already running', () => {
    const running = Array.from({ length: 7 }, (_, index) => doc(`r${String(index)}`, 'running'));
    expect(itemsToStart([...running, ...waiting(5)])).toEqual(['d0', 'd1']);
    expect(itemsToStart([...running, doc('r7', 'running'), doc('r8', 'running'), ...waiting(5)])).toEqual([]);
  });

  it('ignores finished items', () => {
    const done = Array.from({ length: 20 }, (_, index) => doc(`x${String(index)}`, 'done'));
    expect(itemsToStart([...done, ...waiting(2)])).toEqual(['d0', 'd1']);
  });

  it('keeps the running size plus the item below the maximum', () => {
    const half = Math.floor(MAX_UPLOAD_BYTES / 2);
    expect(itemsToStart([doc('a', 'waiting', half), doc('b', 'waiting', half), doc('c', 'waiting', 1)])).toEqual([
      'a',
      'b',
    ]);
    // a + b + c would reach the maximum exactly: c waits.
    expect(itemsToStart([doc('a', 'running', half), doc('b', 'running', half), doc('c', 'waiting', 1)])).toEqual([]);
  });

  it('holds back the items behind one that does not fit, so that they finish in order', () => {
    const big = MAX_UPLOAD_BYTES - 100;
    expect(itemsToStart([doc('a', 'running', 200), doc('b', 'waiting', big), doc('c', 'waiting', 1)])).toEqual([]);
  });

  it('runs one folder at a time beside the documents', () => {
    expect(itemsToStart([folder('f1'), folder('f2'), ...waiting(2)])).toEqual(['f1', 'd0', 'd1']);
    expect(itemsToStart([folder('f1', 'running'), folder('f2'), doc('a')])).toEqual(['a']);
    expect(itemsToStart([folder('f1', 'done'), folder('f2')])).toEqual(['f2']);
  });
});

describe('limitFailure', () => {
  it('fails a folder of more than 1024 files and anything at the size maximum', () => {
    expect(limitFailure({ kind: 'folder', size: 1, fileCount: MAX_FOLDER_FILES })).toBeNull();
    expect(limitFailure({ kind: 'folder', size: 1, fileCount: MAX_FOLDER_FILES + 1 })).toEqual({
      reason: 'countLimit',
      limit: 1024,
    });
    expect(limitFailure({ kind: 'document', size: MAX_UPLOAD_BYTES - 1, fileCount: 1 })).toBeNull();
    expect(limitFailure({ kind: 'document', size: MAX_UPLOAD_BYTES, fileCount: 1 })).toEqual({
      reason: 'sizeLimit',
      limit: 4294967295,
    });
  });
});

describe('uploadHint', () => {
  it('names the four hints', () => {
    expect(uploadHint({ stage: 'waiting', status: 'uploading' })).toBe('waiting');
    expect(uploadHint({ stage: 'running', status: 'uploading' })).toBe('uploading');
    expect(uploadHint({ stage: 'done', status: 'error' })).toBe('error');
    expect(uploadHint({ stage: 'done', status: 'uploaded' })).toBe('uploaded');
  });
});

describe('queueSummary', () => {
  it('counts finished, failed and active items', () => {
    expect(
      queueSummary([
        { stage: 'done', status: 'uploaded' },
        { stage: 'done', status: 'error' },
        { stage: 'running', status: 'uploading' },
        { stage: 'waiting', status: 'uploading' },
      ]),
    ).toEqual({ total: 4, done: 2, failed: 1, active: 2 });
  });
});
