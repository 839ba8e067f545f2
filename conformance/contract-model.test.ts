import { describe, expect, it } from 'vitest';
import { carriesBytes, loadContractOperations } from './contract-model';

describe('carriesBytes', () => {
  const operations = loadContractOperations();

  it('names the uploads, downloads and renditions of the contract and nothing that is JSON only', () => {
    expect(
      operations
        .filter(carriesBytes)
        .map((operation) => operation.operationId)
        .sort(),
    ).toEqual([
      'downloadArchiveFile',
      'downloadDirectory',
      'downloadVersion',
      'getModelPartFile',
      'getVersionDrawing',
      'getVersionPdf',
      'openSharedLink',
      'uploadDirectory',
      'uploadDocument',
      'uploadDocumentVersion',
    ]);
  });

  it('counts an answer that may also come as JSON as text (fetchDirectory and its gzip file)', () => {
    const fetchDirectory = operations.find((operation) => operation.operationId === 'fetchDirectory');
    expect(Object.keys(fetchDirectory?.responses['200']?.content ?? {})).toEqual([
      'application/json',
      'application/gzip',
    ]);
    expect(fetchDirectory && carriesBytes(fetchDirectory)).toBe(false);
  });
});
